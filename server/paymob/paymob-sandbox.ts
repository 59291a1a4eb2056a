import { randomBytes } from "node:crypto";
import { getRequestListener } from "@hono/node-server";
import type { RequestHandler } from "express";
import { createPaymobSandbox } from "../../store-api/paymob-sandbox/index.ts";
import type { Env } from "../../app/server/env.server.ts";
import type { PaymobConfig } from "../../app/server/payments/config.server.ts";

export const SANDBOX_PATH = "/paymob-sandbox";
/**
 * Demo only: the key the sandbox accepts, made at start like the HMAC secret below, so nobody
 * can use a public demo's sandbox API with a published key. A sandbox in its own process
 * (the cluster test's) takes PAYMOB_API_KEY to share one with the storefronts.
 */
export const DEMO_PAYMOB_API_KEY = randomBytes(24).toString("hex");
/**
 * Demo only, when PAYMOB_HMAC_SECRET is unset: the secret the sandbox signs with and the
 * storefront and the embedded Store API verify with. Made at start, so no published secret can
 * forge a "paid" callback on a public demo.
 */
export const DEMO_PAYMOB_HMAC_SECRET = randomBytes(32).toString("hex");

/**
 * The shop's public origin, and the sandbox's: another origin when the shop is on a loopback
 * name (localhost ↔ 127.0.0.1, same port), so redirects and CSP form-action work as they do
 * with Paymob's own host. Behind any other host the sandbox shares the shop's origin.
 */
export function sandboxOrigins(env: Pick<Env, "PUBLIC_URL" | "PORT">): { shop: string; sandbox: string } {
  const shop = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const sandbox = new URL(shop.origin);
  if (shop.hostname === "localhost") sandbox.hostname = "127.0.0.1";
  else if (shop.hostname === "127.0.0.1") sandbox.hostname = "localhost";
  return { shop: shop.origin, sandbox: sandbox.origin };
}

/**
 * Demo mode without PAYMOB_API_KEY: the embedded Paymob sandbox (store-api/paymob-sandbox/).
 * The storefront's server calls it in-process; browsers reach it at `<sandbox origin>/paymob-sandbox/`;
 * it posts the processed callback to this process's own listener.
 */
export function startPaymobSandbox(env: Env, log: (msg: string, data?: Record<string, unknown>) => void) {
  const origins = sandboxOrigins(env);
  const hmacSecret = env.PAYMOB_HMAC_SECRET ?? DEMO_PAYMOB_HMAC_SECRET;
  const apiKey = env.PAYMOB_API_KEY ?? DEMO_PAYMOB_API_KEY;
  const baseUrl = `${origins.sandbox}${SANDBOX_PATH}`;
  const loopback = env.HOST === "0.0.0.0" || env.HOST === "::" || env.HOST === "localhost" ? "127.0.0.1" : env.HOST;
  const sandbox = createPaymobSandbox({
    apiKey,
    hmacSecret,
    publicUrl: baseUrl,
    callbackUrl: `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${env.PORT}/payments/paymob/callback`,
    returnUrl: `${origins.shop}/payments/paymob/return`,
    log: (level, msg, data) => log(`[paymob-sandbox] ${msg}`, { level, ...data }),
  });
  const config: PaymobConfig = {
    apiKey,
    hmacSecret,
    baseUrl,
    cardIntegrationId: env.PAYMOB_CARD_INTEGRATION_ID ?? null,
    walletIntegrationId: env.PAYMOB_WALLET_INTEGRATION_ID ?? null,
    cardFrameId: env.PAYMOB_CARD_FRAME_ID ?? null,
  };
  // The storefront's API calls stay in the process: the same handler, no socket.
  const fetch = (request: Request) => sandbox.fetch(request);
  const listener = getRequestListener((request) => sandbox.fetch(request), { overrideGlobalObjects: false });
  const handler: RequestHandler = (req, res) => void listener(req, res);
  return { config, fetch, handler, origin: origins.sandbox };
}
