import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import type { ActionOutcome } from "../forms/action-outcome";
import type { Columns } from "../catalogue/columns";
import type { Lang } from "../text/i18n";
import type { MenuColumns } from "./menus";
import type { SelectedCurrency } from "../money/money";
import type { PriceDisplay } from "../money/pricing";
import type { TemplateId } from "./template-id";

/** The message a redirect leaves for the next page (no-JS PRG): the session's flash as the page reads it. */
export type PageFlash = ActionOutcome;

/**
 * What the root loader gives every page (app/server/root-data.server.ts loads it). Written out here,
 * not inferred from the loader, so components and templates can read it without importing server code.
 * It is written into every page, so each field costs every page its bytes.
 */
export interface RootData {
  lang: Lang;
  store: {
    name: string;
    logo: string | null;
    favIcon: string | null;
    contactPhone: string | null;
    contactEmail: string | null;
    freeShippingOver: number | null;
    /** PRICE_DISPLAY (decision 075): prices written with their tax, or before it. */
    priceDisplay: PriceDisplay;
  };
  seo: {
    /** An error page's title (root meta): the heading the page shows, not only the store's name. */
    errorTitles: { notFound: string; other: string };
    keywords: string;
    description: string;
    gtmId: string | null;
    consoleId: string | null;
    canonical: string;
    alternates: Record<Lang, string>;
  };
  theme: string;
  /** The map picker: open tiles when `free`, else the commercial service with the store's browser key (none: no map). */
  maps: { free: boolean; key: string | null };
  template: TemplateId;
  menus: { header: MenuColumns; footer: MenuColumns };
  signedIn: boolean;
  cartCount: number;
  /** Seconds the access token has left, so the browser can refresh ~10 s before it expires. */
  sessionExpiresIn: number | null;
  flash: PageFlash | null;
  honeypot: HoneypotInputProps;
  currency: {
    /** The switchers' options as they read ("Egyptian pound (EGP) – Egypt"), one column per field. */
    options: Columns<{ code: string; text: string }>;
    /** The store's own currency (what Paymob charges), written the way prices are. */
    local: Required<SelectedCurrency> | null;
    selected: SelectedCurrency | null;
    /** The currencies could not be loaded or none is local: prices show unconverted. */
    error: boolean;
  };
}
