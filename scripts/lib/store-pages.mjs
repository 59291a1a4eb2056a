// The pages the bench and Lighthouse visit, found in the running store rather than hard-coded.
import { formFields, links } from "./html.mjs";

const RESERVED = new Set(["/", "/offers", "/cart", "/login", "/register", "/search", "/account"]);

async function html(base, url, headers = {}) {
  const res = await fetch(base + url, { headers, redirect: "manual" });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return res.text();
}

/** The home page's first category, that category's first product, and a search for a word of its name. */
export async function findPages(base) {
  const home = await html(base, "/");
  const category = links(home).find((href) => /^\/[a-z0-9-]+$/.test(href) && !RESERVED.has(href));
  if (!category) throw new Error("no category link on the home page");
  const product = links(await html(base, category), "product-card__link")[0];
  if (!product) throw new Error(`no product on ${category}`);
  const productHtml = await html(base, product);
  const word = /<h1[^>]*>([^<]+)<\/h1>/.exec(productHtml)?.[1].trim().split(/\s+/)[0] ?? "";
  return { category, product, productHtml, search: `/search?q=${encodeURIComponent(word)}` };
}

/** A guest cart made as a browser makes one: the product page's form posted with its fields. Returns the Cookie header. */
export async function guestCart(base, productHtml) {
  const form = formFields(productHtml, "purchase");
  if (!form) throw new Error("no add-to-cart form on the product page");
  const res = await fetch(base + form.action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: form.fields,
    redirect: "manual",
  });
  if (res.status !== 303) throw new Error(`adding to the cart answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("adding to the cart set no cookie");
  return cookie;
}

/** A guest cart of `count` lines: the first `count` products of `category`, each added from its own page. Returns the Cookie header. */
export async function guestCartOfLines(base, category, count) {
  const products = links(await html(base, category), "product-card__link").slice(0, count);
  if (products.length < count) throw new Error(`${category} lists ${products.length} products, not ${count}`);
  let cookie = "";
  for (const product of products) {
    const headers = cookie ? { Cookie: cookie } : {};
    const form = formFields(await html(base, product, headers), "purchase");
    if (!form) throw new Error(`no add-to-cart form on ${product}`);
    const res = await fetch(base + form.action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, ...headers },
      body: form.fields,
      redirect: "manual",
    });
    if (res.status !== 303) throw new Error(`adding ${product} to the cart answered ${res.status}`);
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length) cookie = set.join("; ");
  }
  // The first view shows (and so ends) the last add's "added" message: a shopper's later views carry
  // no message, so the bench measures with the cookie that view leaves, not one re-showing it each time.
  const res = await fetch(`${base}/cart`, { headers: { Cookie: cookie } });
  const cart = await res.text();
  const lines = (cart.match(/class="cart-line__name"/g) ?? []).length;
  if (lines !== count) throw new Error(`the bench's cart shows ${lines} lines, not ${count}`);
  const jar = new Map(cookie.split("; ").map((c) => [c.split("=")[0], c]));
  for (const c of res.headers.getSetCookie()) jar.set(c.split("=")[0], c.split(";")[0]);
  const settled = [...jar.values()].join("; ");
  const again = await fetch(`${base}/cart`, { headers: { Cookie: settled } });
  await again.text();
  if (again.headers.getSetCookie().length) throw new Error("a second view of the bench's cart still rewrites its cookie");
  return settled;
}

/** Cookie header of `cookie` with the Set-Cookie answers of `res` laid over it (a cleared cookie dropped). */
function jarWith(cookie, res) {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0], c]),
  );
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(";")[0];
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * The demo customer signed in as the e2e fixtures do (the sign-in form posted without JavaScript,
 * no clicking), with one line in their cart so a checkout step renders, and the pages issue 39
 * measures for them. Returns the Cookie header (settled: a further view sets no cookie) and the paths.
 */
export async function signedInPages(base, { login, password }, product) {
  const form = formFields(await html(base, "/login"), "stack");
  if (!form) throw new Error("no sign-in form on /login");
  form.fields.set("login", login);
  form.fields.set("password", password);
  const res = await fetch(base + (form.action || "/login"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: form.fields,
    redirect: "manual",
  });
  if (res.status !== 303) throw new Error(`signing in answered ${res.status}`);
  let cookie = jarWith("", res);
  /** A view as the customer, keeping what it sets (a refreshed token, a flash message ended). */
  const view = async (url) => {
    const r = await fetch(base + url, { headers: { Cookie: cookie }, redirect: "manual" });
    cookie = jarWith(cookie, r);
    return { status: r.status, text: await r.text() };
  };
  await view("/account");
  const orders = await view("/account/orders");
  const order = links(orders.text).find((href) => /^\/account\/orders\/\d+$/.test(href));
  if (!order) throw new Error("the demo customer's order list links no order");
  // A checkout step needs a cart: one line of the bench's product, added once (the demo's cart persists).
  const cart = await view("/cart");
  if (!/class="cart-line__name"/.test(cart.text)) {
    const purchase = formFields((await view(product)).text, "purchase");
    if (!purchase) throw new Error(`no add-to-cart form on ${product}`);
    const add = await fetch(base + purchase.action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
      body: purchase.fields,
      redirect: "manual",
    });
    if (add.status !== 303) throw new Error(`adding to the demo customer's cart answered ${add.status}`);
    cookie = jarWith(cookie, add);
    await view("/cart");
  }
  const paths = { account: "/account", orders: "/account/orders", order, checkout: "/checkout/shipping", product };
  for (const url of Object.values(paths)) {
    const first = await view(url);
    if (first.status !== 200) throw new Error(`GET ${url} as the demo customer answered ${first.status}`);
  }
  for (const url of Object.values(paths)) {
    const r = await fetch(base + url, { headers: { Cookie: cookie }, redirect: "manual" });
    await r.text();
    if (r.status !== 200) throw new Error(`GET ${url} as the demo customer answered ${r.status}`);
    if (r.headers.getSetCookie().length) throw new Error(`a further view of ${url} still sets a cookie`);
  }
  return { cookie, paths };
}
