#!/usr/bin/env node
/**
 * npm run test:html — the Nu HTML Checker (vnu) over the served markup of every kind of page,
 * in Arabic and English, signed out and signed in as the demo customer: the catalogue, the
 * account, the cart and every checkout step as far as a seeded cart reaches, and the pages a
 * shopper without JavaScript gets back from a refused form. One built server (build/server.js)
 * on a port in 3790–3799 (HTML_CHECK_PORT), one JVM run over all the pages, errors only
 * (warnings are advice, see the README's "Tests"). Prints each error with its page and exits
 * non-zero on any. Needs `npm run build` and Java (Debian's default-jre-headless).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startNode } from "./lib/server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const VNU = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
const DEMO_CUSTOMER = { login: "demo@oasis-store.example", password: "Demo#2026pass" };
const started = Date.now();

function fail(message) {
  console.error(`test:html: ${message}`);
  process.exit(1);
}
if (!existsSync(path.join(root, BUILD_DIR, "server.js"))) fail(`${BUILD_DIR}/server.js is missing (npm run build).`);
if (!existsSync(VNU)) fail(`${VNU} is missing (npm ci).`);
if (spawnSync("java", ["-version"]).status !== 0) fail("needs java (apt-get install default-jre-headless).");

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
async function choosePort() {
  if (process.env.HTML_CHECK_PORT) return Number(process.env.HTML_CHECK_PORT);
  for (let port = 3790; port <= 3799; port++) if (await portFree(port)) return port;
  fail("no free port in 3790–3799 (set HTML_CHECK_PORT).");
}

/**
 * The Store API's cached seed snapshot (store-api/testing.ts, as the journeys' servers load it): the
 * server then starts in a third of the time it takes to seed.
 */
function seedSnapshot() {
  if (process.env.STORE_API_SEED_DUMP) return process.env.STORE_API_SEED_DUMP;
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const code = 'import("./store-api/testing.ts").then(async (m) => console.log((await m.snapshotFile()) ?? ""))';
  const run = spawnSync(tsx, ["-e", code], { cwd: root, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : "";
}

const port = await choosePort();
const snapshot = seedSnapshot();
const origin = `http://localhost:${port}`;
const server = await startNode([path.join(BUILD_DIR, "server.js")], {
  readyUrl: `${origin}/healthz`,
  env: {
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: origin,
    SESSION_SECRET: "html-check-session-secret-0123456789abcdef",
    STORE_API_PUBLIC: "1",
    PAGE_CACHE_SECONDS: "0",
    LOG_LEVEL: "error",
    ...(snapshot ? { STORE_API_SEED_DUMP: snapshot } : {}),
  },
});
const dir = mkdtempSync(path.join(tmpdir(), "storefront-html-"));

/** A shopper: cookies kept across requests, as a browser without JavaScript keeps them. */
function shopper() {
  const cookies = new Map();
  async function request(method, pathname, form) {
    const res = await fetch(`${origin}${pathname}`, {
      method,
      redirect: "manual",
      headers: {
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: origin } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  }
  return {
    lang: (lng) => cookies.set("lng", lng),
    get: (pathname) => request("GET", pathname),
    post: (pathname, form) => request("POST", pathname, form),
  };
}

const pages = new Map();
/** Fetches a page, checks its status, and keeps its markup for the checker. */
async function keep(who, label, pathname, { status = 200, lang } = {}) {
  const res = await who.get(pathname);
  if (res.status !== status) throw new Error(`${label} (${pathname}) answered ${res.status}${res.location ? ` → ${res.location}` : ""}, not ${status}`);
  save(`${lang} ${label}`, pathname, res.html);
  return res.html;
}
function save(label, pathname, html) {
  const file = `${String(pages.size).padStart(3, "0")}.html`;
  writeFileSync(path.join(dir, file), html);
  pages.set(file, `${label} ${pathname}`);
}
/** Posts a form; `status` 400 stands for any refusal (4xx). */
async function posted(who, pathname, form, status = 303) {
  const res = await who.post(pathname, form);
  if (status === 400 ? res.status < 400 || res.status > 499 : res.status !== status)
    throw new Error(`POST ${pathname} ${JSON.stringify(form)} answered ${res.status}, not ${status}`);
  return res;
}
const missing = (what) => {
  throw new Error(`no ${what} found`);
};
const first = (html, pattern, what) => html.match(pattern)?.[1] ?? missing(what);
/** A form's hidden fields, as a browser would post them. */
const hiddenFields = (html) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replaceAll("&amp;", "&")]));

async function api(pathname) {
  const res = await fetch(`${origin}/api/${pathname}`, { headers: { Accept: "application/json", "X-LANG": "en" } });
  if (!res.ok) throw new Error(`GET /api/${pathname} answered ${res.status}`);
  return res.json();
}

async function collect() {
  const products = (await api("store/search?per_page=100")).data;
  const product = products.find((p) => p.balance >= 5) ?? missing("product in stock");
  const productPath = `/${product.category.slug}/${product.slug}`;
  const item = { item_id: String(product.id), unit_id: String(product.default_unit_id), qty: "1" };
  let keys = 0;
  const addToCart = (who) => posted(who, "/cart", { intent: "add", ...item, key: `html-check-${Date.now()}-${keys++}` });

  for (const lang of ["ar", "en"]) {
    const guest = shopper();
    guest.lang(lang);
    const at = (label, pathname, status) => keep(guest, label, pathname, { status, lang });
    const home = await at("home", "/");
    const category = first(home, /href="\/([a-z0-9-]+)\/[a-z0-9-]+"/, "product link on the home page");
    await at("category", `/${product.category.slug}`);
    const paged = (await api(`store/search?per_page=12&category=${category}`)).meta.last_page > 1 ? category : product.category.slug;
    await at("category page 2", `/${paged}?page=2`);
    await at("filtered listing", `/${product.category.slug}?variant=1&min_price=1&sort=price_asc`);
    await at("product", productPath);
    await at("search results", "/search?q=phone");
    await at("search without results", "/search?q=zzzqqqxx");
    const offers = await at("offers", "/offers");
    await at("an offer", `/offers/${first(offers, /href="\/offers\/([^"?]+)"/, "offer link")}`);
    await at("about", "/about");
    const list = await at("pages", "/pages");
    await at("a page", `/pages/${first(list, /href="\/pages\/([^"?]+)"/, "page link")}`);
    await at("not found", "/no-such-page-anywhere", 404);
    await at("unknown product", `/${product.category.slug}/no-such-product`, 404);
    await at("login", "/login");
    await at("register", "/register");
    await at("password forget", "/password/forget");
    await at("password reset", "/password/reset/an-expired-token");
    await at("cart empty", "/cart");
    // What a shopper without JavaScript gets back from a refused form.
    const refused = async (label, pathname, form, status) => {
      const res = await posted(guest, pathname, form, status);
      save(`${lang} ${label}`, `POST ${pathname}`, res.html);
    };
    await refused("login refused", "/login", { login: DEMO_CUSTOMER.login, password: "wrong-password-1" }, 400);
    await refused("register refused", "/register", { first_name: "", email: "not-an-email", gender: "" }, 400);
    await refused("password forget refused", "/password/forget", { email: "" }, 400);
    await addToCart(guest);
    const cart = await at("cart with lines", "/cart");
    // Without JavaScript a removal is confirmed on a page of its own.
    await at("cart removal question", first(cart, /href="(\/cart\?remove=[^"#]+)/, "remove link").replaceAll("&amp;", "&"));
    await at("cart emptying question", "/cart?empty=confirm");
    await at("checkout cart step (guest)", "/checkout");
    await at("checkout register step", "/checkout/register");

    const customer = shopper();
    customer.lang(lang);
    await posted(customer, "/login", DEMO_CUSTOMER);
    const mine = (label, pathname, status) => keep(customer, label, pathname, { status, lang });
    await mine("home signed in", "/");
    await mine("product signed in", productPath);
    await mine("account", "/account");
    await mine("account details", "/account/details");
    await mine("account password", "/account/password");
    const addresses = await mine("account addresses", "/account/addresses");
    await mine("address create", "/account/addresses/create");
    const addressId = first(addresses, /href="\/account\/addresses\/(\d+)"/, "address link");
    await mine("address edit", `/account/addresses/${addressId}`);
    await mine("address deletion question", `/account/addresses?delete=${addressId}`);
    await mine("favourites", "/account/favourites");
    const orders = await mine("orders", "/account/orders");
    await mine("orders delivered", "/account/orders/delivered");
    await mine("orders closed", "/account/orders/closed");
    await mine("an order", `/account/orders/${first(orders, /href="\/account\/orders\/(\d+)"/, "order link")}`);
    const detailsRefused = await posted(customer, "/account/details", { first_name: "", email: "x" }, 400);
    save(`${lang} account details refused`, "POST /account/details", detailsRefused.html);
    await mine("cart empty signed in", "/cart");
    await addToCart(customer);
    await mine("cart signed in", "/cart");
    await mine("checkout cart step", "/checkout");
    const addressStep = await mine("checkout address", "/checkout/shipping");
    await posted(customer, "/checkout/shipping", {
      intent: "address",
      address_id: first(addressStep, /name="address_id"[^>]*value="(\d+)"/, "address choice"),
    });
    const shippingStep = await mine("checkout shipping", "/checkout/shipping");
    await posted(customer, "/checkout/shipping", {
      intent: "shipping",
      shipping: first(shippingStep, /name="shipping"[^>]*value="(\d+-\d+)"/, "shipping choice"),
    });
    await mine("checkout payment", "/checkout/payment");
    await posted(customer, "/checkout/payment", { payment_method_Id: "1", payment_phone: "" });
    const confirmation = await mine("checkout confirmation", "/checkout/confirmation");
    const placed = await posted(customer, "/checkout/confirmation", hiddenFields(confirmation));
    await mine("invoice", new URL(placed.location, origin).pathname + new URL(placed.location, origin).search);
  }
}

/** HTML_CHECK_WARNINGS=1 lists vnu's warnings too, without failing on them. */
const WARNINGS = process.env.HTML_CHECK_WARNINGS === "1";

function vnu() {
  const files = readdirSync(dir).map((f) => path.join(dir, f));
  const run = spawnSync("java", ["-Xss4m", "-jar", VNU, ...(WARNINGS ? [] : ["--errors-only"]), "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // vnu writes its JSON report to stderr.
  return JSON.parse(run.stderr || run.stdout).messages;
}

let exitCode = 0;
try {
  await collect();
  const fetched = Date.now();
  const messages = vnu();
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  const where = (m) => pages.get(path.basename(decodeURIComponent(new URL(m.url).pathname))) ?? m.url;
  const show = (mark, m) => console.error(`${mark} ${where(m)}: ${m.message}\n    ${(m.extract ?? "").replace(/\s+/g, " ").trim()}`);
  for (const m of errors) show("✗", m);
  if (WARNINGS) for (const m of messages.filter((m) => m.subType === "warning")) show("!", m);
  const seconds = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `test:html: ${pages.size} pages, ${errors.length} error${errors.length === 1 ? "" : "s"} (fetched in ${seconds(fetched - started)} s, checked in ${seconds(Date.now() - fetched)} s)`,
  );
  if (errors.length) exitCode = 1;
} catch (error) {
  console.error(`test:html: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await server.stop();
  if (exitCode === 0) rmSync(dir, { recursive: true, force: true });
  else console.error(`test:html: the pages are kept in ${dir}`);
}
process.exit(exitCode);
