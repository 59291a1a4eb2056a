import { rememberDeviceId } from "./device-id";
import { registerServiceWorker } from "./service-worker";

/**
 * What the browser does once the page is hydrated and nothing on screen waits for: the device
 * cookie and the service worker. A chunk of its own that the entry imports after hydrating, so
 * the device fingerprint's hash is not part of the code every page loads first (decision 048).
 */
export function afterStart(): void {
  rememberDeviceId();
  registerServiceWorker();
}
