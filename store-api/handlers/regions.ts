/** Regions, addresses, shipping companies, payment methods and geocoding. */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Address, Country, PaymentMethod, ShippingCompany } from "../contract.ts";
import {
  type AddressSnapshot,
  addresses,
  countries,
  paymentMethods,
  settings,
  shippingCompanies,
  shippingCompanyStates,
  shippingTypes,
  states,
  towns,
} from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { ApiError, fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { OM } from "../lib/messages.ts";
import { fromCents, toCents } from "../lib/money.ts";
import { normalizeMobile } from "../lib/phone.ts";
import { gazetteer } from "../seed/regions-data.ts";

const L = <T>(lang: Lang, ar: T, en: T) => (lang === "en" ? en : ar);
const flag = (n: number) => (n === 1 ? 1 : 0) as 0 | 1;

export async function listRegions(db: Database, lang: Lang): Promise<Country[]> {
  const [cs, ss, ts] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id)),
    db.select().from(states).orderBy(asc(states.sort), asc(states.id)),
    db.select().from(towns).orderBy(asc(towns.sort), asc(towns.id)),
  ]);
  return cs.map((c) => ({
    id: c.id,
    name: L(lang, c.name_ar, c.name_en),
    states: ss
      .filter((s) => s.country_id === c.id)
      .map((s) => ({
        id: s.id,
        name: L(lang, s.name_ar, s.name_en),
        towns: ts
          .filter((t) => t.state_id === s.id)
          .map((t) => ({ id: t.id, name: L(lang, t.name_ar, t.name_en), lat: Number(t.lat), lng: Number(t.lng), available: flag(t.available) })),
      })),
  }));
}

/* ───────────── addresses ───────────── */

export interface AddressInput {
  receiver_name: string;
  receiver_phone: string;
  address_name: string;
  default_setting?: 0 | 1;
  country_id: number;
  state_id: number;
  town_id: number;
  lat?: number;
  lng?: number;
  detailed_address: string;
}

type AddressRow = typeof addresses.$inferSelect;

async function placeNames(db: Database, rows: { country_id: number; state_id: number; town_id: number }[]) {
  const cIds = [...new Set(rows.map((r) => r.country_id))];
  const sIds = [...new Set(rows.map((r) => r.state_id))];
  const tIds = [...new Set(rows.map((r) => r.town_id))];
  // one query at a time: this also runs inside transactions (one connection)
  const cs = cIds.length ? await db.select().from(countries).where(inArray(countries.id, cIds)) : [];
  const ss = sIds.length ? await db.select().from(states).where(inArray(states.id, sIds)) : [];
  const ts = tIds.length ? await db.select().from(towns).where(inArray(towns.id, tIds)) : [];
  return { c: new Map(cs.map((x) => [x.id, x])), s: new Map(ss.map((x) => [x.id, x])), t: new Map(ts.map((x) => [x.id, x])) };
}

/** The address with both languages' place names (stored on orders). */
export async function addressSnapshot(db: Database, row: AddressRow): Promise<AddressSnapshot> {
  const n = await placeNames(db, [row]);
  const c = n.c.get(row.country_id)!;
  const s = n.s.get(row.state_id)!;
  const t = n.t.get(row.town_id)!;
  return {
    id: row.id,
    receiver_name: row.receiver_name,
    receiver_phone: row.receiver_phone,
    address_name: row.address_name,
    default_setting: row.default_setting,
    country: { id: c.id, name_ar: c.name_ar, name_en: c.name_en },
    state: { id: s.id, name_ar: s.name_ar, name_en: s.name_en },
    town: { id: t.id, name_ar: t.name_ar, name_en: t.name_en },
    lat: Number(row.lat),
    lng: Number(row.lng),
    detailed_address: row.detailed_address,
  };
}

export function snapshotToAddress(s: AddressSnapshot, lang: Lang): Address {
  return {
    id: s.id,
    receiver_name: s.receiver_name,
    receiver_phone: s.receiver_phone,
    address_name: s.address_name,
    default_setting: flag(s.default_setting),
    country: { id: s.country.id, name: L(lang, s.country.name_ar, s.country.name_en) },
    state: { id: s.state.id, name: L(lang, s.state.name_ar, s.state.name_en) },
    town: { id: s.town.id, name: L(lang, s.town.name_ar, s.town.name_en) },
    lat: s.lat,
    lng: s.lng,
    detailed_address: s.detailed_address,
  };
}

export async function listAddresses(db: Database, customerId: number, lang: Lang): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.customer_id, customerId)).orderBy(desc(addresses.default_setting), asc(addresses.id));
  const out: Address[] = [];
  for (const r of rows) out.push(snapshotToAddress(await addressSnapshot(db, r), lang));
  return out;
}

export async function getAddressRow(db: Database, lang: Lang, customerId: number, id: number, field = "id"): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customer_id, customerId)));
  if (!row) {
    if (field === "id") throw new ApiError(404, OM.addressNotFound);
    throw fail(lang, OM.addressNotFound, { field });
  }
  return row;
}

async function checkAddress(db: Database, lang: Lang, input: AddressInput) {
  const phone = normalizeMobile(input.receiver_phone);
  if (!phone) throw fail(lang, OM.receiverPhone, { field: "receiver_phone" });
  const [c] = await db.select().from(countries).where(eq(countries.id, input.country_id));
  if (!c) throw fail(lang, OM.countryNotFound, { field: "country_id" });
  const [s] = await db.select().from(states).where(eq(states.id, input.state_id));
  if (!s || s.country_id !== c.id) throw fail(lang, OM.stateMismatch, { field: "state_id" });
  const [t] = await db.select().from(towns).where(eq(towns.id, input.town_id));
  if (!t || t.state_id !== s.id) throw fail(lang, OM.townMismatch, { field: "town_id" });
  return { phone, town: t };
}

export async function saveAddress(db: Database, lang: Lang, customerId: number, input: AddressInput, id: number | null, now: Date): Promise<Address> {
  return db.transaction(async (tx) => {
    const { phone, town } = await checkAddress(tx, lang, input);
    if (id !== null) await getAddressRow(tx, lang, customerId, id);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.customer_id, customerId))) as [{ n: number }];
    const makeDefault = input.default_setting === 1 || (id === null && n === 0);
    if (makeDefault) await tx.update(addresses).set({ default_setting: 0 }).where(eq(addresses.customer_id, customerId));
    const values = {
      receiver_name: input.receiver_name.trim(),
      receiver_phone: phone,
      address_name: input.address_name.trim(),
      country_id: input.country_id,
      state_id: input.state_id,
      town_id: input.town_id,
      lat: input.lat ?? Number(town.lat),
      lng: input.lng ?? Number(town.lng),
      detailed_address: input.detailed_address.trim(),
      ...(makeDefault ? { default_setting: 1 } : input.default_setting === 0 ? { default_setting: 0 } : {}),
    };
    let row: AddressRow;
    if (id === null) {
      [row] = (await tx
        .insert(addresses)
        .values({ ...values, customer_id: customerId, created_at: now })
        .returning()) as [AddressRow];
    } else {
      [row] = (await tx.update(addresses).set(values).where(eq(addresses.id, id)).returning()) as [AddressRow];
    }
    return snapshotToAddress(await addressSnapshot(tx, row), lang);
  });
}

export async function deleteAddress(db: Database, lang: Lang, customerId: number, id: number): Promise<void> {
  const row = await getAddressRow(db, lang, customerId, id);
  await db.delete(addresses).where(eq(addresses.id, row.id));
  if (row.default_setting === 1) {
    const [next] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.customer_id, customerId)).orderBy(asc(addresses.id)).limit(1);
    if (next) await db.update(addresses).set({ default_setting: 1 }).where(eq(addresses.id, next.id));
  }
}

/* ───────────── shipping and payment methods ───────────── */

export async function listShippingCompanies(db: Database, lang: Lang, townId?: number): Promise<ShippingCompany[]> {
  let companyIds: number[] | null = null;
  if (townId !== undefined) {
    const [t] = await db.select().from(towns).where(eq(towns.id, townId));
    if (t?.available !== 1) return [];
    const rows = await db.select({ id: shippingCompanyStates.company_id }).from(shippingCompanyStates).where(eq(shippingCompanyStates.state_id, t.state_id));
    companyIds = rows.map((r) => r.id);
    if (companyIds.length === 0) return [];
  }
  const companies = await db
    .select()
    .from(shippingCompanies)
    .where(companyIds ? inArray(shippingCompanies.id, companyIds) : undefined)
    .orderBy(asc(shippingCompanies.sort), asc(shippingCompanies.id));
  const types = await db.select().from(shippingTypes).orderBy(asc(shippingTypes.id));
  return companies.map((c) => ({
    id: c.id,
    name: L(lang, c.name_ar, c.name_en),
    logo: c.logo,
    types: types
      .filter((t) => t.company_id === c.id)
      .map((t) => ({ id: t.id, name: L(lang, t.name_ar, t.name_en), fee: Number(t.fee), days_min: t.days_min, days_max: t.days_max })),
  }));
}

/**
 * The methods as this cart may use them. `cartTotal` (cents; the cart's total after discounts and
 * the coupon, with tax) is known for a signed-in customer: above the store's cash on delivery
 * ceiling, cash on delivery is unavailable and says its ceiling (decision 104).
 */
export async function listPaymentMethods(
  db: Database,
  lang: Lang,
  cartTotal: number | null = null,
): Promise<(PaymentMethod & { row: typeof paymentMethods.$inferSelect })[]> {
  const [s] = await db.select().from(settings).where(eq(settings.id, 1));
  const paymob = s?.active_payment_company === "paymob";
  const codCeiling = s?.cod_max_total ? toCents(Number(s.cod_max_total)) : 0;
  const rows = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.id));
  return rows
    .filter((r) => r.id === 1 || r.id === 2 || r.id === 3)
    .map((r) => {
      const configured = r.id === 1 ? true : r.id === 2 ? paymob && !!s?.card_integrations && !!s?.card_frames : paymob && !!s?.wallet_integrations;
      const overCeiling = r.id === 1 && codCeiling > 0 && cartTotal !== null && cartTotal > codCeiling;
      return {
        payment_method_Id: r.id as 1 | 2 | 3,
        name: L(lang, r.name_ar, r.name_en),
        fee: Number(r.fee),
        available: flag(r.is_active === 1 && configured && !overCeiling ? 1 : 0),
        ...(overCeiling ? { max_total: fromCents(codCeiling) } : {}),
        row: r,
      };
    });
}

/* ───────────── geocoding ───────────── */

export interface GeocodeAnswer {
  status: "OK" | "ZERO_RESULTS" | "INVALID_REQUEST";
  results: { formatted_address: string; geometry: { location: { lat: number; lng: number }; location_type: string }; place_id: string; types: string[] }[];
  error_message?: string;
}

/** Lower case, no Arabic diacritics or tatweel, unified alef/yaa/taa marbuta, single spaces. */
export function normalizePlace(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Answers like Google's Geocoding API from the seeded towns and a small gazetteer of well-known places. */
export async function geocode(db: Database, lang: Lang, address: string | undefined): Promise<GeocodeAnswer> {
  const q = normalizePlace(address ?? "");
  if (!q || q.length > 300) {
    return { status: "INVALID_REQUEST", results: [], error_message: "Invalid request. Missing the 'address' parameter." };
  }
  const rows = await db
    .select({ t: towns, s: states, c: countries })
    .from(towns)
    .innerJoin(states, eq(states.id, towns.state_id))
    .innerJoin(countries, eq(countries.id, states.country_id))
    .orderBy(asc(towns.id));
  const padded = ` ${q} `;
  const has = (name: string) => {
    const n = normalizePlace(name);
    return n.length > 1 && padded.includes(` ${n} `);
  };
  type Hit = { score: number; answer: GeocodeAnswer["results"][number] };
  const hits: Hit[] = [];
  const fmt = (parts: string[]) => parts.filter((p, i) => p && parts.indexOf(p) === i).join(lang === "en" ? ", " : "، ");
  for (const place of gazetteer) {
    const names = [place.ar, place.en, ...place.aliases];
    if (names.some(has)) {
      const r = rows.find((x) => x.t.name_en === place.town_en);
      hits.push({
        score: 3,
        answer: {
          formatted_address: fmt([
            L(lang, place.ar, place.en),
            r ? L(lang, r.t.name_ar, r.t.name_en) : "",
            r ? L(lang, r.s.name_ar, r.s.name_en) : "",
            r ? L(lang, r.c.name_ar, r.c.name_en) : "",
          ]),
          geometry: { location: { lat: place.lat, lng: place.lng }, location_type: "APPROXIMATE" },
          place_id: `oasis-poi-${normalizePlace(place.en).replace(/ /g, "-")}`,
          types: ["point_of_interest", "establishment"],
        },
      });
    }
  }
  for (const r of rows) {
    const town = has(r.t.name_ar) || has(r.t.name_en);
    const state = has(r.s.name_ar) || has(r.s.name_en);
    if (!town) continue;
    hits.push({
      score: 2 + (state ? 0.5 : 0),
      answer: {
        formatted_address: fmt([L(lang, r.t.name_ar, r.t.name_en), L(lang, r.s.name_ar, r.s.name_en), L(lang, r.c.name_ar, r.c.name_en)]),
        geometry: { location: { lat: Number(r.t.lat), lng: Number(r.t.lng) }, location_type: "APPROXIMATE" },
        place_id: `oasis-town-${r.t.id}`,
        types: ["locality", "political"],
      },
    });
  }
  if (hits.length === 0) {
    // a state or country alone: its first town
    for (const r of rows) {
      if (has(r.s.name_ar) || has(r.s.name_en)) {
        if (hits.some((h) => h.answer.place_id === `oasis-state-${r.s.id}`)) continue;
        hits.push({
          score: 1,
          answer: {
            formatted_address: fmt([L(lang, r.s.name_ar, r.s.name_en), L(lang, r.c.name_ar, r.c.name_en)]),
            geometry: { location: { lat: Number(r.t.lat), lng: Number(r.t.lng) }, location_type: "APPROXIMATE" },
            place_id: `oasis-state-${r.s.id}`,
            types: ["administrative_area_level_1", "political"],
          },
        });
      }
    }
  }
  hits.sort((a, b) => b.score - a.score);
  const results = hits.slice(0, 5).map((h) => h.answer);
  return results.length ? { status: "OK", results } : { status: "ZERO_RESULTS", results: [] };
}
