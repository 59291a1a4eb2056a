/**
 * The contract's shapes (store-api-contract.md) as zod schemas. They document the OpenAPI
 * answers and the tests parse real answers with them.
 */
import { z } from '@hono/zod-openapi';

export const Flag = z.union([z.literal(0), z.literal(1)]).openapi({ type: 'integer', enum: [0, 1] });

export const ErrorBody = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const Settings = z
  .object({
    name: z.string(),
    favIcon: z.string().nullable(),
    keywords_ar: z.string(),
    keywords_en: z.string(),
    meta_description_ar: z.string(),
    meta_description_en: z.string(),
    google_tag_manager_status: Flag,
    google_tag_manager_id: z.string().nullable(),
    google_console_status: Flag,
    google_console_id: z.string().nullable(),
    template: z.number().int(),
    about: z.string(),
    active_payment_company: z.string().nullable(),
    default_language: z.enum(['ar', 'en']),
    theme_color: z.string().nullable(),
    free_map: Flag,
    logo: z.string().nullable().openapi({ description: 'media file name: GET /media/{w}x{h}/{file}' }),
    website_status: Flag.openapi({ description: '1 on, 0 off (the storefront answers 530)' }),
    api_key: z.string().nullable().openapi({ description: 'maps key' }),
    card_integrations: z.number().int().nullable(),
    wallet_integrations: z.number().int().nullable(),
    card_frames: z.number().int().nullable(),
    contact_phone: z.string().nullable(),
    contact_email: z.string().nullable(),
    free_shipping_over: z.number().nullable().optional(),
  })
  .openapi('Settings');
export type Settings = z.infer<typeof Settings>;

export interface MenuItemT {
  id: number;
  title: string;
  url: string;
  children?: MenuItemT[];
}
export const MenuItem: z.ZodType<MenuItemT> = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    get children() {
      return z.array(MenuItem).optional();
    },
  })
  .openapi('MenuItem');

export const Bootstrap = z
  .object({
    settings: Settings,
    menus: z.object({ header: z.array(MenuItem), footer: z.array(MenuItem) }),
  })
  .openapi('Bootstrap');
export type Bootstrap = z.infer<typeof Bootstrap>;

export const Currency = z
  .object({
    id: z.number().int(),
    currency_name: z.string(),
    currency_code: z.string(),
    country: z.string(),
    Last_update: z.string().openapi({ format: 'date-time' }),
    added_date: z.string().openapi({ format: 'date-time' }),
    exchange_rate: z.number().openapi({ description: 'local amount ÷ exchange_rate = amount in this currency' }),
    is_local: Flag,
    is_online: Flag,
  })
  .openapi('Currency');
export type Currency = z.infer<typeof Currency>;

export const Page = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    content: z.string().openapi({ description: 'HTML' }),
    image: z.string().nullable().optional(),
    is_featured: Flag,
  })
  .openapi('Page');
export type Page = z.infer<typeof Page>;

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
