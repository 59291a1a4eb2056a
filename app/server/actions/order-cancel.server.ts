import { isStoreApiError } from "../store-api/client.server";
import { log } from "../observe/log.server";

/**
 * Why a cancel did not happen, in the shopper's words: not allowed any more (contact support),
 * the API's own reason for the reason field, or the spec's order-cancel failure when the Store
 * API could not answer. (An ended session needs no case here: the session middleware answers it, decision record 077.)
 */
export function cancelRefusal(error: unknown): { key: string; status: number } {
  if (isStoreApiError(error) && error.status < 500) {
    if (error.code === "cancel_not_allowed") return { key: "orders.cannotCancel", status: error.status };
    return { key: error.errors?.reason?.[0] ?? "orders.cancelFailed", status: error.status };
  }
  log("error", "Order cancel failed", { error: String(error) });
  return { key: "orders.cancelFailed", status: 502 };
}
