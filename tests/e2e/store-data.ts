import type { APIRequestContext } from "@playwright/test";

/** Reads the Store API (mounted at /api in the demo) so tests compare with its own data, not hard-coded values. */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  price: number;
  discount: number;
  balance: number;
  default_unit_id: number;
  category: { slug: string };
}

export async function products(request: APIRequestContext, lng: "ar" | "en" = "en", query = ""): Promise<ProductSummary[]> {
  const out: ProductSummary[] = [];
  for (let page = 1; page <= 4; page++) {
    const res = await request.get(`/api/store/search?per_page=100&page=${page}${query}`, { headers: { "X-LANG": lng } });
    const body = await res.json();
    out.push(...body.data);
    if (page >= body.meta.last_page) break;
  }
  return out;
}

export async function findProduct(request: APIRequestContext, test: (p: ProductSummary) => boolean, lng: "ar" | "en" = "en", skip = 0) {
  const found = (await products(request, lng)).filter(test);
  if (found.length <= skip) throw new Error("no product in the demo data matches");
  return found[skip];
}

let keys = 0;
/** Seeds the shopper's cart through the storefront's own add-to-cart action (the form itself is tested on product pages). */
export async function addToCart(request: APIRequestContext, product: Pick<ProductSummary, "id" | "default_unit_id">, qty = 1) {
  const res = await request.post("/cart", {
    form: { intent: "add", item_id: product.id, unit_id: product.default_unit_id, qty, key: `seed-${Date.now()}-${keys++}` },
    maxRedirects: 0,
  });
  if (res.status() !== 303) throw new Error(`add to cart answered ${res.status()}`);
}
