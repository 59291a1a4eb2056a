import { DEVICE_ID_COOKIE, isDeviceId } from "~/lib/security/device-id";
import { readCookies } from "./preference-cookies.server";

/**
 * The shopper's device id from the `device_id` cookie the browser sets (docs/decisions/011),
 * only when well-formed: it is sent upstream as a header, so nothing else may pass.
 */
export function deviceIdOf(request: Request): string | undefined {
  const value = readCookies(request.headers.get("Cookie"))[DEVICE_ID_COOKIE];
  return isDeviceId(value) ? value : undefined;
}
