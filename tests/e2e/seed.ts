import type { APIRequestContext } from "@playwright/test";
import { newShopper } from "./auth-fixtures";
import { findProduct } from "./store-data";

type Api = (method: string, path: string, token: string | null, body?: unknown) => Promise<any>;

function storeApi(request: APIRequestContext): Api {
  return async (method, path, token, body) => {
    const res = await request.fetch(`/api/${path}`, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-LANG": "en", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
    return res.status() === 204 ? null : res.json();
  };
}

/**
 * Seeds through the Store API (mounted at /api in the demo) the way a backend fixture would:
 * a new customer, with an address (an available town in the first state) unless told not to.
 */
export async function seedCustomer(request: APIRequestContext, opts: { address?: boolean; longEmail?: boolean } = {}) {
  const shopper = newShopper();
  // An address one unbroken word wider than a phone, for the pages that show it.
  if (opts.longEmail) shopper.email = `${shopper.username}.with.a.rather.long.mailbox.name@a-long-subdomain.example-shop.test`;
  const api = storeApi(request);
  const registered = await api("POST", "register", null, {
    first_name: shopper.first_name,
    last_name: shopper.last_name,
    username: shopper.username,
    email: shopper.email,
    mobile: shopper.mobileE164,
    password: shopper.password,
    password_confirmation: shopper.password,
    gender: "female",
  });
  const token: string = registered.data.access_token;
  let address: { id: number; town: { id: number } } | null = null;
  if (opts.address !== false) {
    address = await seedAddress(api, token, {
      receiver_name: "Salma Nour",
      receiver_phone: shopper.mobileE164,
      address_name: "Home",
      detailed_address: "12 Road 9",
    });
  }
  return { shopper, token, address, api };
}

/** A new customer with an address and a placed cash-on-delivery order. The browser then signs in by posting the storefront's login action. */
export async function seedCustomerWithOrder(request: APIRequestContext) {
  const { shopper, token, address, api } = await seedCustomer(request);
  const product = await findProduct(request, (p) => p.balance >= 5 && p.price >= 150);
  await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 2 });
  const order = await placeCashOrder(api, token, address!);
  return { shopper, order, product };
}

/** The seeded customer's cart placed as an order paid by `method` (1 cash on delivery, 2 card, 3 wallet; card and wallet left unpaid), with the first shipping choice for the address's town. */
export async function placeOrder(api: Api, token: string, address: { id: number; town: { id: number } }, method: 1 | 2 | 3) {
  const company = (await api("GET", `shipment/shipping-companies?town_id=${address.town.id}`, null)).data.data[0];
  return (
    await api("POST", "store/checkout", token, {
      address_id: address.id,
      shipping_company_id: company.id,
      shipping_type_id: company.types[0].id,
      payment_method_Id: method,
    })
  ).data;
}

/** The seeded customer's cart placed as a cash-on-delivery order. */
export const placeCashOrder = (api: Api, token: string, address: { id: number; town: { id: number } }) => placeOrder(api, token, address, 1);

/** An order as the Store API says it in a page's language (item names are per language). */
export async function orderIn(request: APIRequestContext, token: string, id: number, lng: "ar" | "en") {
  const res = await request.get(`/api/store/account/orders/${id}`, { headers: { Authorization: `Bearer ${token}`, "X-LANG": lng } });
  return (await res.json()).data;
}

/** Signs the browser in through the storefront's login action. */
export async function signInByPost(request: APIRequestContext, login: string, password: string) {
  const res = await request.post("/login", { form: { login, password }, maxRedirects: 0 });
  if (res.status() !== 303) throw new Error(`sign-in answered ${res.status()}`);
}

export const DEMO_CUSTOMER = { login: "demo@oasis-store.example", password: "Demo#2026pass" };

/** The demo customer's orders of every list (pending, delivered, closed), as the Store API gives them. */
export async function demoOrders(request: APIRequestContext) {
  const api = storeApi(request);
  const token: string = (await api("POST", "login", null, DEMO_CUSTOMER)).data.access_token;
  const lists = await Promise.all(["pending", "delivered", "closed"].map((group) => api("GET", `store/account/orders?status=${group}`, token)));
  return lists.flatMap((list) => list.data) as Array<{
    id: number;
    status: number;
    order_number: string;
    shipment_number: string | null;
    notes: string | null;
  }>;
}

/** A default address in the first available town of the first region, through the Store API. */
export async function seedAddress(
  api: Api,
  token: string,
  fields: { receiver_name: string; receiver_phone: string; address_name: string; detailed_address: string },
): Promise<{ id: number; town: { id: number } }> {
  const regions = (await api("GET", "store/regions", null)).data;
  const town = regions[0].states[0].towns.find((t: { available: number }) => t.available === 1);
  return (
    await api("POST", "store/account/addresses", token, {
      ...fields,
      default_setting: 1,
      country_id: regions[0].id,
      state_id: regions[0].states[0].id,
      town_id: town.id,
      lat: town.lat,
      lng: town.lng,
    })
  ).data;
}
