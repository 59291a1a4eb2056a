import type { RouterContextProvider } from "react-router";
import type { Translator as I18n } from "~/i18n/translator";
import type { OrderItem } from "~/lib/schemas/order";
import type { Product } from "~/lib/schemas/catalogue";
import type { Flash } from "../session/data.server";
import { languageContext } from "../context.server";
import { cartApi } from "../store-api/cart.server";
import { getCatalogue } from "../store-api/request-catalogue.server";
import { isStoreApiError } from "../store-api/client.server";
import { orNull } from "../http/errors.server";

export { mintAgainKey } from "~/lib/cart/form-key";

/** The per-render key of a page's buy-again forms; each line's Idempotency-Key is this key, the order and its unit. */
export const AGAIN_KEY = /^again:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AgainAdd {
  item_id: number;
  unit_id: number;
  qty: number;
  /** What the shopper ordered, when stock allows less. */
  wanted: number;
  name: string;
}

export interface AgainPlan {
  add: AgainAdd[];
  /** Lines no longer sold: the product is gone or inactive, its unit is gone, or none is in stock. */
  gone: string[];
}

/**
 * The line's name as the order shows it, with its colour and size unless the name already says
 * them (the demo's variant products do): two variants of one product are told apart.
 */
export function lineName(item: Pick<OrderItem, "name" | "color" | "size">, lang = "ar"): string {
  const variant = [item.color, item.size].filter((v): v is string => Boolean(v) && !item.name.includes(v as string));
  return variant.length > 0 ? `${item.name} (${variant.join(lang === "ar" ? "، " : ", ")})` : item.name;
}

/**
 * What buying an order again adds: each line still sold, in its unit, at most what is in stock.
 * `products` holds the product page of each slug still answered (null: no longer sold).
 * The same unit ordered on two lines is added once with the quantities summed, so one key per unit suffices.
 */
export function planBuyAgain(items: readonly OrderItem[], products: ReadonlyMap<string, Product | null>, lang = "ar"): AgainPlan {
  const plan: AgainPlan = { add: [], gone: [] };
  const byUnit = new Map<number, AgainAdd>();
  for (const item of items) {
    const name = lineName(item, lang);
    const product = item.slug ? products.get(item.slug) : null;
    const unit = product && item.unit_id != null ? product.units.find((u) => u.id === item.unit_id) : undefined;
    if (!product || !unit || unit.balance <= 0 || item.quantity <= 0) {
      plan.gone.push(name);
      continue;
    }
    const same = byUnit.get(unit.id);
    const wanted = (same?.wanted ?? 0) + item.quantity;
    const line = same ?? { item_id: product.id, unit_id: unit.id, qty: 0, wanted: 0, name };
    line.wanted = wanted;
    line.qty = Math.min(wanted, Math.floor(unit.balance));
    if (!same) {
      byUnit.set(unit.id, line);
      plan.add.push(line);
    }
  }
  return plan;
}

/** At most this many names in a message: it travels in the session cookie (decision 006's budget). */
const NAMES_SHOWN = 3;
const NAME_CHARS = 40;

function listed(i18n: I18n, lang: string, names: readonly string[]): string {
  const cut = names.slice(0, NAMES_SHOWN).map((n) => (n.length > NAME_CHARS ? `${n.slice(0, NAME_CHARS - 1)}…` : n));
  const rest = names.length - cut.length;
  if (rest > 0) cut.push(i18n.t("cart.again.more", { count: rest }));
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(cut);
}

/** The outcome in the shopper's words: what was added, what is no longer sold, what was short of stock. */
export function againMessage(i18n: I18n, lang: string, added: readonly AgainAdd[], gone: readonly string[]): Flash {
  const short = added.filter((a) => a.qty < a.wanted);
  const names = listed(i18n, lang, gone);
  const shortText = listed(
    i18n,
    lang,
    short.map((a) => i18n.t("cart.again.shortLine", { name: a.name, added: a.qty, wanted: a.wanted })),
  );
  if (added.length === 0) return { type: "error", key: "cart.again.none", params: { names } };
  if (gone.length > 0 && short.length > 0) return { type: "info", key: "cart.again.goneAndShort", params: { names, short: shortText } };
  if (gone.length > 0) return { type: "info", key: "cart.again.gone", params: { names } };
  if (short.length > 0) return { type: "info", key: "cart.again.short", params: { short: shortText } };
  return { type: "success", key: "cart.again.added" };
}

/** The product pages of the order's slugs; a 404 (no longer sold) is null, any other failure is the action's. */
async function productsOf(context: Readonly<RouterContextProvider>, items: readonly OrderItem[]) {
  const catalogue = getCatalogue(context);
  const slugs = [...new Set(items.map((i) => i.slug).filter((s): s is string => Boolean(s)))];
  const answers = await Promise.all(slugs.map((slug) => orNull(catalogue.product(slug))));
  return new Map(slugs.map((slug, i) => [slug, answers[i] ?? null]));
}

/**
 * Adds what is still sold of an order to the cart. Each line is sent with `<form key>:<order>:<unit>`
 * as its Idempotency-Key, so a repeat of the same form (a double submit, back and resubmit) is
 * answered by the Store API with the first add, never added twice, while another order's form of
 * the same page (one key a render) adds its own lines.
 */
export async function buyAgain(
  context: Readonly<RouterContextProvider>,
  { id, items }: { id: number; items: readonly OrderItem[] },
  formKey: string,
): Promise<Flash> {
  const { i18n, lang } = context.get(languageContext);
  const plan = planBuyAgain(items, await productsOf(context, items), lang);
  const cart = cartApi(context);
  const added: AgainAdd[] = [];
  const gone = [...plan.gone];
  for (const line of plan.add) {
    try {
      await cart.add({ item_id: line.item_id, unit_id: line.unit_id, qty: line.qty }, `${formKey}:${id}:${line.unit_id}`);
      added.push(line);
    } catch (error) {
      // The stock moved between the product's answer and the add, or the cart already holds all there is.
      if (isStoreApiError(error) && error.status === 422) gone.push(line.name);
      else throw error;
    }
  }
  return againMessage(i18n, lang, added, gone);
}
