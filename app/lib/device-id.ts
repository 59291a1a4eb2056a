/**
 * The device identifier (spec §4 "a device fingerprint", §9 "Fingerprint hash seed 31").
 *
 * A hint for the Store API (X-Device-Id), never a credential: it is computed from stable,
 * non-secret browser traits, so anyone can compute or forge it. See
 * docs/decisions/011-device-id.md.
 */
export const DEVICE_ID_COOKIE = "device_id";
export const DEVICE_ID_MAX_AGE = 365 * 24 * 60 * 60;
/** What the server accepts from the cookie; anything else is ignored. */
export const DEVICE_ID_PATTERN = /^[0-9a-f]{8,32}$/;

/** The spec's string hash: h = h * 31 + charCode, kept to 32 bits, as 8 lowercase hex digits. */
export function hash31(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(16).padStart(8, "0");
}

export interface DeviceTraits {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  screen: string;
  timezone: string;
  hardwareConcurrency: number;
}

/**
 * Two hashes of the traits (forwards and backwards) give 16 hex digits: one 32-bit hash alone
 * collides too easily across a store's visitors.
 */
export function deviceIdFrom(traits: DeviceTraits): string {
  const text = [
    traits.userAgent,
    traits.language,
    traits.languages.join(","),
    traits.platform,
    traits.screen,
    traits.timezone,
    String(traits.hardwareConcurrency),
  ].join("|");
  return hash31(text) + hash31([...text].reverse().join(""));
}

export function isDeviceId(value: unknown): value is string {
  return typeof value === "string" && DEVICE_ID_PATTERN.test(value);
}
