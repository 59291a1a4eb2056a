import { eq } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import { Settings } from "../contract.ts";
import { settings } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

/**
 * Settings to force at open time, in the contract's field names (`name` and `about` set both
 * languages; `name_ar`, `name_en`, `about_ar`, `about_en` set one).
 */
export type SettingsOverrides = Partial<Settings> &
  Partial<{ name_ar: string; name_en: string; about_ar: string; about_en: string; cod_max_total: number | null }>;

/** Validates overrides given as JSON (STORE_API_SETTINGS); unknown keys are refused. */
export const SettingsOverridesSchema = Settings.partial()
  .extend({
    name_ar: z.string().optional(),
    name_en: z.string().optional(),
    about_ar: z.string().optional(),
    about_en: z.string().optional(),
    /** Cash on delivery's ceiling in the local currency; null: none (decision 104). Not in bootstrap: payment methods answer it. */
    cod_max_total: z.number().positive().nullable().optional(),
  })
  .strict();

type SettingsUpdate = Partial<typeof settings.$inferInsert>;

export function settingsOverridesToColumns(o: SettingsOverrides): SettingsUpdate {
  const { name, about, favIcon, ...rest } = o;
  const out: SettingsUpdate = {};
  if (name !== undefined) {
    out.name_ar = name;
    out.name_en = name;
  }
  if (about !== undefined) {
    out.about_ar = about;
    out.about_en = about;
  }
  if (favIcon !== undefined) out.fav_icon = favIcon;
  for (const [k, v] of Object.entries(rest)) {
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

export async function applySettingsOverrides(db: Database, overrides: SettingsOverrides): Promise<void> {
  const values = settingsOverridesToColumns(overrides);
  if (Object.keys(values).length === 0) return;
  await db
    .update(settings)
    .set({ ...values, updated_at: new Date() })
    .where(eq(settings.id, 1));
}
