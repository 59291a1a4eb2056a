import type { Settings } from "~/lib/schemas/store";

/**
 * The third parties a store's settings switch on, in one place: the page renders them from
 * here (root data) and the host widens the CSP for exactly these (decision 037).
 */
export type CspFeature = "gtm" | "google-maps";

/** Internal answer header naming this store's features; the security headers consume it and it never leaves the process. */
export const CSP_FEATURES_HEADER = "X-Csp-Features";

const on = (v: unknown) => v === true || v === 1 || v === "1" || v === "on" || v === "true";

/** The Tag Manager container when the store switched it on. */
export function gtmId(settings: Settings): string | null {
  return on(settings.google_tag_manager_status) && settings.google_tag_manager_id ? String(settings.google_tag_manager_id) : null;
}

export function consoleId(settings: Settings): string | null {
  return on(settings.google_console_status) && settings.google_console_id ? String(settings.google_console_id) : null;
}

/** Open tiles when free_map is truthy, else the commercial service with the store's browser key (none: no map). */
export function mapsOf(settings: Settings): { free: boolean; key: string | null } {
  return { free: Boolean(settings.free_map), key: settings.free_map ? null : settings.api_key || null };
}

export function cspFeatures(settings: Settings): CspFeature[] {
  const features: CspFeature[] = [];
  if (gtmId(settings)) features.push("gtm");
  if (mapsOf(settings).key) features.push("google-maps");
  return features;
}
