/*
 * The storefront's service worker (docs/decisions/012-service-worker.md).
 *
 * - Hashed build files (/assets/*) are cached on first use and answered from the cache: their
 *   names change whenever their content does.
 * - The offline page (Arabic and English) and its stylesheet are cached at install and shown
 *   when a page cannot be loaded because the network is gone.
 * - Nothing else is cached or answered here: pages (HTML), /api/*, data requests (*.data) and
 *   anything else that can hold a shopper's data always go to the network.
 * - The cache name carries the build id (the server writes it into this file when serving it),
 *   so a new deployment installs a new cache and `activate` deletes the old ones.
 */
const BUILD_ID = "__BUILD_ID__";
const PREFIX = "storefront-";
const CACHE = `${PREFIX}${BUILD_ID}`;
const OFFLINE_URL = "/offline.html";
const PRECACHE = [OFFLINE_URL, "/offline.css"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    // Network only: pages are never cached. Only a failed load (offline) gets the offline page.
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((hit) => hit || fetch(request)));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole, successful, same-origin answers: a 404 for a missing chunk must not stick.
  if (response.ok && response.type === "basic" && response.status === 200) await cache.put(request, response.clone());
  return response;
}

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL);
  return cached || new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
