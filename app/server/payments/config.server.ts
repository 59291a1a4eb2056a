import type { Env } from "../env.server";

/**
 * The storefront's Paymob configuration, resolved once by the host (server.ts) and handed to
 * the app with the transport values: from the environment, or in demo mode without
 * PAYMOB_API_KEY the embedded sandbox's (server/paymob-sandbox.ts).
 */
export interface PaymobConfig {
  apiKey: string | null;
  hmacSecret: string | null;
  /** e.g. https://accept.paymob.com/api: the API calls and the card frame live under it. */
  baseUrl: string | null;
  /** Overrides of the store settings card_integrations, wallet_integrations and card_frames. */
  cardIntegrationId: number | null;
  walletIntegrationId: number | null;
  cardFrameId: number | null;
}

export function paymobConfigFromEnv(env: Env): PaymobConfig {
  return {
    apiKey: env.PAYMOB_API_KEY ?? null,
    hmacSecret: env.PAYMOB_HMAC_SECRET ?? null,
    baseUrl: env.PAYMOB_BASE_URL ? env.PAYMOB_BASE_URL.replace(/\/+$/, "") : null,
    cardIntegrationId: env.PAYMOB_CARD_INTEGRATION_ID ?? null,
    walletIntegrationId: env.PAYMOB_WALLET_INTEGRATION_ID ?? null,
    cardFrameId: env.PAYMOB_CARD_FRAME_ID ?? null,
  };
}

export const NO_PAYMOB: PaymobConfig = {
  apiKey: null,
  hmacSecret: null,
  baseUrl: null,
  cardIntegrationId: null,
  walletIntegrationId: null,
  cardFrameId: null,
};
