import { afterEach, describe, expect, it, vi } from "vitest";
import { cancelRefusal } from "./order-cancel.server";
import { StoreApiError } from "../store-api/client.server";

const apiError = (status: number, extra: Partial<ConstructorParameters<typeof StoreApiError>[0]> = {}) =>
  new StoreApiError({ status, message: "refused", method: "POST", path: "store/orders/7/cancel", ...extra });

describe("cancelRefusal", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an order past cancelling sends the shopper to support", () => {
    expect(cancelRefusal(apiError(422, { code: "cancel_not_allowed" }))).toEqual({ key: "orders.cannotCancel", status: 422 });
  });

  it("a refused reason shows the API's words for that field", () => {
    expect(cancelRefusal(apiError(422, { errors: { reason: ["too short"] } }))).toEqual({ key: "too short", status: 422 });
  });

  it("an order the API does not know, or one it could not cancel, says the cancel failed", () => {
    expect(cancelRefusal(apiError(404, { code: "order_not_found" }))).toEqual({ key: "orders.cancelFailed", status: 404 });
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    expect(cancelRefusal(apiError(503))).toEqual({ key: "orders.cancelFailed", status: 502 });
    expect(cancelRefusal(new TypeError("fetch failed"))).toEqual({ key: "orders.cancelFailed", status: 502 });
    expect(stderr.mock.calls.map((c) => JSON.parse(String(c[0])).msg)).toEqual(["Order cancel failed", "Order cancel failed"]);
  });
});
