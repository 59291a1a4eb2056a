/**
 * The device identifier (spec §4 "a device fingerprint", §9 "Fingerprint hash seed 31").
 *
 * A hint for the Store API (X-Device-Id), never a credential: it is computed once per browser
 * from non-secret traits and a random salt, and anyone can forge it. See
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

/**
 * 16 random hex digits mixed into the traits once, when a browser first gets its id: two phones of
 * the same model, language and time zone then get different ids, and clearing cookies gives a new
 * one (decision 011: an id, not a fingerprint that outlives the shopper's choice).
 */
export function randomSalt(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return [...random(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("");
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
export function deviceIdFrom(traits: DeviceTraits, salt = ""): string {
  const text = [
    salt,
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
