/**
 * Accounts and commerce demo data: coupons, regions, shipping companies, payment methods,
 * the demo customer with addresses, favourites and orders in every status. Each part is
 * inserted only when its table is empty.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gt } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  addresses,
  countries,
  coupons,
  customers,
  favourites,
  media,
  newsletterSubscribers,
  orders,
  paymentMethods,
  products,
  productUnits,
  shippingCompanies,
  shippingCompanyStates,
  shippingTypes,
  states,
  towns,
} from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { PricedCart, PricedLine } from "../handlers/cart.ts";
import { insertOrderItems } from "../handlers/checkout.ts";
import { addressSnapshot } from "../handlers/regions.ts";
import { fromCents, percentOfCents, toCents } from "../lib/money.ts";
import { GENERATED_TYPE, generatedFormat } from "../lib/media-format.ts";
import { hashPassword } from "../lib/password.ts";
import { DEMO_CUSTOMER, seedDemoCustomer } from "./customers.ts";
import { seedPaymentMethods, seedRegions, seedShipping } from "./regions-data.ts";

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(table);
  return (r?.n ?? 0) === 0;
}

/** Demo coupons: two usable, one expired, one used up. */
export const seedCoupons: (typeof coupons.$inferInsert)[] = [
  {
    code: "WELCOME10",
    rate: 10,
    starts_at: new Date("2025-01-01T00:00:00Z"),
    expires_at: new Date("2099-12-31T23:59:59Z"),
    usage_limit: 100000,
    per_customer_limit: 1,
  },
  {
    code: "OASIS15",
    rate: 15,
    starts_at: new Date("2025-01-01T00:00:00Z"),
    expires_at: new Date("2099-12-31T23:59:59Z"),
    usage_limit: 5000,
    per_customer_limit: null,
  },
  {
    code: "RAMADAN20",
    rate: 20,
    starts_at: new Date("2025-02-28T00:00:00Z"),
    expires_at: new Date("2025-03-30T23:59:59Z"),
    usage_limit: 1000,
    per_customer_limit: 1,
  },
  {
    code: "VIP25",
    rate: 25,
    starts_at: new Date("2025-01-01T00:00:00Z"),
    expires_at: new Date("2099-12-31T23:59:59Z"),
    usage_limit: 1,
    used_count: 1,
    per_customer_limit: 1,
  },
];

async function seedRegionsAndShipping(db: Database): Promise<void> {
  const stateIds = new Map<string, number>(); // "EG:Cairo" → id
  let cSort = 0;
  for (const c of seedRegions) {
    const [country] = await db.insert(countries).values({ code: c.code, name_ar: c.ar, name_en: c.en, sort: ++cSort }).returning();
    let sSort = 0;
    for (const [ar, en, townList] of c.states) {
      const [state] = await db.insert(states).values({ country_id: country!.id, name_ar: ar, name_en: en, sort: ++sSort }).returning();
      stateIds.set(`${c.code}:${en}`, state!.id);
      await db.insert(towns).values(
        townList.map(([tar, ten, lat, lng, available], i) => ({
          state_id: state!.id,
          name_ar: tar,
          name_en: ten,
          lat,
          lng,
          available: available ?? 1,
          sort: i + 1,
        })),
      );
    }
  }
  let sort = 0;
  for (const s of seedShipping) {
    await db
      .insert(media)
      .values({
        file: s.logo,
        content_type: GENERATED_TYPE[generatedFormat(s.logo)],
        kind: "brand",
        label: `${s.en}\n${s.ar}`,
        color: ["#0f766e", "#1d4ed8", "#b45309", "#7c3aed"][sort % 4]!,
        width: 460,
        height: 144,
      })
      .onConflictDoNothing();
    const [company] = await db.insert(shippingCompanies).values({ name_ar: s.ar, name_en: s.en, logo: s.logo, sort: ++sort }).returning();
    await db
      .insert(shippingTypes)
      .values(
        s.types.map((t) => ({ company_id: company!.id, kind: t.kind, name_ar: t.ar, name_en: t.en, fee: t.fee, days_min: t.days_min, days_max: t.days_max })),
      );
    const served: number[] = [];
    for (const [code, list] of s.serves) {
      const country = seedRegions.find((c) => c.code === code)!;
      const names = list === "*" ? country.states.map((st) => st[1]) : list;
      for (const n of names) served.push(stateIds.get(`${code}:${n}`)!);
    }
    await db.insert(shippingCompanyStates).values(served.map((state_id) => ({ company_id: company!.id, state_id })));
  }
}

async function townByName(db: Database, en: string) {
  const [t] = await db.select().from(towns).where(eq(towns.name_en, en));
  return t!;
}

/** The demo customer's addresses, favourites and one order in each status. */
async function seedDemoHistory(db: Database, customerId: number): Promise<void> {
  const nasr = await townByName(db, "Nasr City");
  const dokki = await townByName(db, "Dokki");
  const [cairoState] = await db.select().from(states).where(eq(states.id, nasr.state_id));
  const [home] = await db
    .insert(addresses)
    .values({
      customer_id: customerId,
      receiver_name: "سارة أحمد",
      receiver_phone: DEMO_CUSTOMER.mobile,
      address_name: "المنزل",
      default_setting: 1,
      country_id: cairoState!.country_id,
      state_id: nasr.state_id,
      town_id: nasr.id,
      lat: 30.0561,
      lng: 31.3301,
      detailed_address: "12 شارع عباس العقاد، الدور الرابع، شقة 8",
    })
    .returning();
  await db.insert(addresses).values({
    customer_id: customerId,
    receiver_name: "Sara Ahmed",
    receiver_phone: "+201112345678",
    address_name: "Work",
    default_setting: 0,
    country_id: cairoState!.country_id,
    state_id: dokki.state_id,
    town_id: dokki.id,
    lat: 30.0392,
    lng: 31.2118,
    detailed_address: "5 Mesaha Square, 3rd floor, office 301",
  });

  const units = await db
    .select({ unit: productUnits, discount: products.discount, tax: products.tax })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.product_id))
    .where(gt(productUnits.balance, 5))
    .orderBy(asc(productUnits.product_id), asc(productUnits.id))
    .limit(40);
  const pickUnits = (i: number) => [units[(i * 7) % units.length]!, units[(i * 7 + 3) % units.length]!];
  await db
    .insert(favourites)
    .values(
      [0, 5, 11, 17].map((i, k) => ({
        customer_id: customerId,
        product_id: units[i % units.length]!.unit.product_id,
        created_at: new Date(Date.UTC(2026, 5, 1 + k)),
      })),
    )
    .onConflictDoNothing();

  const snapshot = await addressSnapshot(db, home!);
  const plans: {
    status: number;
    progress: "preparing" | "shipped" | "delivered" | "rejected";
    method: 1 | 2 | 3;
    paid: boolean;
    date: string;
    notes?: string;
    cancel?: string;
    shipment?: string;
  }[] = [
    { status: 0, progress: "preparing", method: 1, paid: false, date: "2026-10-28T10:15:00Z" },
    { status: 1, progress: "shipped", method: 2, paid: true, date: "2026-10-20T18:40:00Z", shipment: "OX-2026-88412" },
    {
      status: 2,
      progress: "rejected",
      method: 1,
      paid: false,
      date: "2026-09-15T12:05:00Z",
      notes: "تعذر الوصول إلى العنوان بعد ثلاث محاولات. / The address could not be reached after three attempts.",
    },
    { status: 3, progress: "preparing", method: 3, paid: false, date: "2026-08-20T09:30:00Z", cancel: "غيرت رأيي وسأطلب مقاسًا آخر." },
    { status: 4, progress: "delivered", method: 2, paid: true, date: "2026-07-12T14:20:00Z", shipment: "OX-2026-51007" },
    { status: 4, progress: "delivered", method: 1, paid: true, date: "2026-06-05T16:00:00Z", shipment: "NP-2026-10233" },
  ];
  const methodFee = new Map(seedPaymentMethods.map((m) => [m.id, toCents(m.fee)]));
  let i = 0;
  for (const p of plans) {
    i += 1;
    const lines: PricedLine[] = pickUnits(i).map((u, k) => {
      const price = toCents(Number(u.unit.price));
      const unitNet = percentOfCents(price, 100 - Number(u.discount));
      const qty = k + 1;
      const net = unitNet * qty;
      return {
        product_id: u.unit.product_id,
        unit_id: u.unit.id,
        qty,
        balance: u.unit.balance,
        gross: price * qty,
        net,
        tax: percentOfCents(unitNet, Number(u.tax)) * qty,
        unit_price_net: unitNet,
        tax_rate: Number(u.tax),
        item: undefined as never,
      };
    });
    const subtotal = lines.reduce((n, l) => n + l.net, 0);
    const tax = lines.reduce((n, l) => n + l.tax, 0);
    const discount = lines.reduce((n, l) => n + l.gross - l.net, 0);
    const shipping = subtotal >= 50_000 ? 0 : 4_500;
    const fee = methodFee.get(p.method) ?? 0;
    const created = new Date(p.date);
    const uuid = randomUUID();
    const [o] = await db
      .insert(orders)
      .values({
        uuid,
        order_number: `tmp-${uuid}`,
        invoice_number: `tmp-${uuid}`,
        customer_id: customerId,
        status: p.status,
        progress: p.progress,
        address: snapshot,
        shipping_company_id: 1,
        shipping_type_id: 1,
        shipping_fee: fromCents(shipping),
        payment_method_id: p.method,
        payment_method_fee: fromCents(fee),
        subtotal: fromCents(subtotal),
        items_discount: fromCents(discount),
        coupon_discount: 0,
        tax_total: fromCents(tax),
        total: fromCents(subtotal + tax),
        net_total: fromCents(subtotal + tax + shipping + fee),
        quantity: lines.reduce((n, l) => n + l.qty, 0),
        payment_status: p.paid ? "paid" : "unpaid",
        transaction_id: p.paid && p.method !== 1 ? String(190000000 + i) : null,
        provider_order_id: p.paid && p.method !== 1 ? String(210000000 + i) : null,
        merchant_order_id: null,
        paid_at: p.paid ? created : null,
        expected_shipping_date: new Date(created.getTime() + 5 * 86_400_000),
        shipment_number: p.shipment ?? null,
        tax_number: "312-456-789",
        receiver_name: snapshot.receiver_name,
        receiver_phone: snapshot.receiver_phone,
        customer_notes: i === 1 ? "الرجاء الاتصال قبل التوصيل." : null,
        notes: p.notes ?? null,
        cancel_reason: p.cancel ?? null,
        created_at: created,
        updated_at: created,
      })
      .returning();
    await db
      .update(orders)
      .set({ order_number: String(100000 + o!.id), invoice_number: `INV-${created.getUTCFullYear()}-${String(o!.id).padStart(6, "0")}` })
      .where(eq(orders.id, o!.id));
    if (p.method !== 1 && p.paid)
      await db
        .update(orders)
        .set({ merchant_order_id: `${o!.id}-${created.getTime()}` })
        .where(eq(orders.id, o!.id));
    await insertOrderItems(db, o!.id, { lines } as unknown as PricedCart);
  }
}

export async function seedCommerce(db: Database): Promise<void> {
  if (await isEmpty(db, coupons)) await db.insert(coupons).values(seedCoupons);
  if (await isEmpty(db, paymentMethods)) await db.insert(paymentMethods).values(seedPaymentMethods);
  if (await isEmpty(db, countries)) await seedRegionsAndShipping(db);
  if (await isEmpty(db, customers)) {
    await db.insert(customers).values({ ...seedDemoCustomer, password_hash: await hashPassword(DEMO_CUSTOMER.password) });
    await db.insert(newsletterSubscribers).values({ email: DEMO_CUSTOMER.email }).onConflictDoNothing();
  }
  // the demo customer's history, once (also for a database seeded before regions existed)
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (demo) {
    const [a] = await db.select({ n: count() }).from(addresses).where(eq(addresses.customer_id, demo.id));
    const [o] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customer_id, demo.id)));
    if ((a?.n ?? 0) === 0 && (o?.n ?? 0) === 0) await seedDemoHistory(db, demo.id);
  }
}

/** True when every commerce part is present. */
export async function commerceSeeded(db: Database): Promise<boolean> {
  for (const t of [coupons, paymentMethods, countries, customers] as PgTable[]) if (await isEmpty(db, t)) return false;
  return true;
}
