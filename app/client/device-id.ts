import { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE, deviceIdFrom, isDeviceId, randomSalt } from "~/lib/security/device-id";

/**
 * Computes the device id once, from the browser's traits and a random salt, and keeps it in a
 * first-party cookie the server forwards to the Store API as X-Device-Id
 * (docs/decisions/011-device-id.md). A browser that has a valid id keeps it; the cookie is
 * written only when missing. A failure is only logged.
 */
export function rememberDeviceId(): void {
  try {
    const current = document.cookie
      .split("; ")
      .find((c) => c.startsWith(`${DEVICE_ID_COOKIE}=`))
      ?.slice(DEVICE_ID_COOKIE.length + 1);
    if (isDeviceId(current)) return;
    const id = deviceIdFrom(
      {
        userAgent: navigator.userAgent,
        language: navigator.language,
        languages: navigator.languages ?? [],
        platform: navigator.platform,
        screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
        timezone: timeZone(),
        hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
      },
      randomSalt(),
    );
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, which this must work in
    document.cookie = `${DEVICE_ID_COOKIE}=${id}; Path=/; Max-Age=${DEVICE_ID_MAX_AGE}; SameSite=Lax${secure}`;
  } catch (error) {
    // Spec §8: a fingerprint failure is only logged; the page goes on without the id.
    console.warn("Device fingerprint failed", error);
  }
}

type WithTemporal = typeof globalThis & { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The browser's IANA time zone. Temporal reads it in well under a millisecond; the older way, a
 * default `Intl.DateTimeFormat`, builds a whole date formatter first, 20–200 ms of main-thread work
 * on a first visit (decision 087), so it is only the fallback for browsers without Temporal.
 */
function timeZone(): string {
  return (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
}
