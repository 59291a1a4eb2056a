import type { RouterContextProvider } from "react-router";
import { AddressAnswerSchema, AddressListSchema, GeocodeSchema, RegionsAnswerSchema, type Address, type Country } from "~/lib/schemas/address";
import { createCache } from "./cache.server";
import { languageContext, transportContext } from "../context.server";
import { getServices } from "../services.server";
import { getStore } from "./request.server";

export interface AddressBody {
  receiver_name: string;
  receiver_phone: string;
  address_name: string;
  default_setting: 0 | 1;
  country_id: number;
  state_id: number;
  town_id: number;
  lat: number;
  lng: number;
  detailed_address: string;
}

/** An address as the Store API takes it back. */
export function addressBody(a: Address): AddressBody {
  return {
    receiver_name: a.receiver_name,
    receiver_phone: a.receiver_phone,
    address_name: a.address_name,
    default_setting: a.default_setting,
    country_id: a.country.id,
    state_id: a.state.id,
    town_id: a.town.id,
    lat: a.lat,
    lng: a.lng,
    detailed_address: a.detailed_address,
  };
}

// Regions change rarely and are the same for everyone: one shared copy per language.
const regionsCache = createCache<Country[]>({ ttlMs: 10 * 60_000, jitter: 0.2, staleMs: 60 * 60_000 });

export type GeocodeResult = { ok: true; lat: number; lng: number } | { ok: false; error: "place" | "main" };

export function addressesApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  const { lang } = context.get(languageContext);
  const transport = context.get(transportContext);
  return {
    regions: () =>
      regionsCache.get(lang, async () => {
        const { data } = await getServices(transport).client.request("store/regions", { lang, requestId: transport.requestId, schema: RegionsAnswerSchema });
        return data.data;
      }),
    list: () => store.call("store/account/addresses", { schema: AddressListSchema }).then((r) => r.data.data),
    create: (body: AddressBody) => store.call("store/account/addresses", { method: "POST", body, schema: AddressAnswerSchema }).then((r) => r.data.data),
    update: (id: number, body: AddressBody) =>
      store.call(`store/account/addresses/${id}`, { method: "PATCH", body, schema: AddressAnswerSchema }).then((r) => r.data.data),
    remove: (id: number) => store.call(`store/account/addresses/${id}`, { method: "DELETE" }),
    /** The spec's three outcomes: success, a place error (no results) or a main error (any other status). */
    geocode: async (address: string): Promise<GeocodeResult> => {
      try {
        const { data } = await store.anonymous("google-geocode", { query: { address }, schema: GeocodeSchema });
        const location = data.results[0]?.geometry.location;
        if (data.status === "OK" && location) return { ok: true, lat: location.lat, lng: location.lng };
        return { ok: false, error: data.status === "ZERO_RESULTS" ? "place" : "main" };
      } catch {
        return { ok: false, error: "main" };
      }
    },
  };
}
