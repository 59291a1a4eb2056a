import type { RouterContextProvider } from "react-router";
import type { Cart } from "~/lib/schemas/cart";
import { getCatalogue } from "../store-api/request-catalogue.server";
import { isStoreApiError } from "../store-api/client.server";
import { log } from "../observe/log.server";

/** An add or a quantity the stock cannot give any more of: refused in words that name what is in stock. */
export class StockLimitError extends Error {
  constructor(readonly count: number) {
    super("stock limit");
    this.name = "StockLimitError";
  }
}

export const isCannotAddMore = (error: unknown) => isStoreApiError(error) && error.code === "cannot_add_more";

/**
 * How many of a unit are in stock and already in the cart, for an add the Store API refused as more than
 * it has (decision 089): the cart's own line says its balance; a unit not yet in the cart is read from
 * the product page the form came from (`slug`, the catalogue's cached answer). Null when neither can say.
 */
export async function unitStock(
  context: Readonly<RouterContextProvider>,
  want: { item_id: number; unit_id: number; slug?: string },
  cart: Cart,
): Promise<{ balance: number; inCart: number } | null> {
  const line = cart.items.find((l) => l.item_id === want.item_id && l.unit_id === want.unit_id);
  const inCart = line?.qty ?? 0;
  if (line) return { balance: Math.max(0, Math.floor(line.balance)), inCart };
  if (!want.slug) return null;
  try {
    const product = await getCatalogue(context).product(want.slug);
    const unit = product.id === want.item_id ? product.units.find((u) => u.id === want.unit_id) : undefined;
    return unit ? { balance: Math.max(0, Math.floor(unit.balance)), inCart } : null;
  } catch (error) {
    log("warn", "Stock of a refused add not read", { error: String(error) });
    return null;
  }
}

/**
 * What an add of `qty` can still put in the cart: all of it (null: the refusal was not about this), the
 * rest of the stock (fewer than asked), or nothing (StockLimitError naming the stock).
 */
export function roomFor(qty: number, stock: { balance: number; inCart: number } | null): number | null {
  if (!stock) return null;
  const left = stock.balance - stock.inCart;
  if (left <= 0) throw new StockLimitError(stock.balance);
  return left < qty ? left : null;
}
