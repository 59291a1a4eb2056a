import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "address-form-test-secret-0123456789abcd";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { saveAddressForm } from "./address-form.server";
import { fakeContext, json } from "../testing/fake-context";
import { WITHOUT_MAP } from "~/lib/shell/messages";

const regions = {
  data: [{ id: 1, name: "Egypt", states: [{ id: 2, name: "Giza", towns: [{ id: 3, name: "Dokki", lat: 30.03, lng: 31.2, available: 1 }] }] }],
};
const saved = {
  id: 9,
  receiver_name: "Mona",
  receiver_phone: "+201001234567",
  address_name: "Home",
  default_setting: 0,
  country: { id: 1, name: "Egypt" },
  state: { id: 2, name: "Giza" },
  town: { id: 3, name: "Dokki" },
  lat: 30.04,
  lng: 31.21,
  detailed_address: "5 Tahrir St",
};

/** The Store API: regions always, plus whatever the test says for geocoding and saving. */
let geocode: () => Response = () => json({ status: "OK", results: [] });
let created: unknown;
beforeEach(() => {
  created = undefined;
});
const context = fakeContext({
  storeFetch: async (req) => {
    const path = new URL(req.url).pathname;
    if (path === "/api/store/regions") return json(regions);
    if (path === "/api/google-geocode") return geocode();
    if (path === "/api/store/account/addresses" && req.method === "POST") {
      created = await req.json();
      return json({ data: saved });
    }
    return json({ message: `unexpected ${req.method} ${path}` }, 599);
  },
});

function form(fields: Record<string, string>) {
  const fd = new FormData();
  const all = { receiver_name: "Mona", receiver_phone: "01001234567", address_name: "Home", town_id: "3", detailed_address: "5 Tahrir St", ...fields };
  for (const [k, v] of Object.entries(all)) if (v !== "") fd.set(k, v);
  return fd;
}

/** The form reply the page gets back: its status and the conform submission result. */
async function reply(fd: FormData) {
  const result = await saveAddressForm(fd, context);
  if (!("reply" in result)) throw new Error(`expected a reply, got address ${result.address.id}`);
  const { data, init } = result.reply as unknown as {
    data: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    init: { status: number };
  };
  return { status: init.status, formErrors: data.error?.[""], values: data.initialValue ?? {} };
}

describe("the map's point", () => {
  it.each([
    ["not a number", { lat: "abc", lng: "31.2" }],
    ["out of range", { lat: "200", lng: "31.2" }],
  ])("%s is the coordinate error, the point dropped and the typed fields kept", async (_, point) => {
    const r = await reply(form(point));
    expect(r.status).toBe(400);
    expect(r.formErrors).toEqual(["address.coordinateError"]);
    // Dropped so that sending again geocodes the typed address instead.
    expect(r.values).not.toHaveProperty("lat");
    expect(r.values).not.toHaveProperty("lng");
    expect(r.values).toMatchObject({ receiver_name: "Mona", address_name: "Home", detailed_address: "5 Tahrir St" });
  });

  it.each([
    ["a missing name", { receiver_name: "" }],
    ["a missing name and a bad point", { receiver_name: "", lat: "abc", lng: "31.2" }],
  ])("%s is the general address error", async (_, fields) => {
    expect(await reply(form(fields))).toMatchObject({ status: 400, formErrors: ["validation.address"] });
  });

  it("from the form without a map (no JavaScript), the general error asks for no map point", async () => {
    expect(await reply(form({ receiver_name: "", [WITHOUT_MAP]: "1" }))).toMatchObject({ status: 400, formErrors: ["validation.addressNoMap"] });
  });

  it("a valid point is sent to the Store API as is, without geocoding", async () => {
    geocode = () => {
      throw new Error("geocoded although the map gave a point");
    };
    const result = await saveAddressForm(form({ lat: "30.05", lng: "31.25", default_setting: "on" }), context);
    expect(result).toEqual({ address: expect.objectContaining({ id: 9 }) });
    expect(created).toEqual({
      receiver_name: "Mona",
      receiver_phone: "+201001234567",
      address_name: "Home",
      default_setting: 1,
      country_id: 1,
      state_id: 2,
      town_id: 3,
      lat: 30.05,
      lng: 31.25,
      detailed_address: "5 Tahrir St",
    });
  });
});

describe("without a point, the typed address is geocoded", () => {
  it("no results is the place error", async () => {
    geocode = () => json({ status: "ZERO_RESULTS", results: [] });
    expect(await reply(form({}))).toMatchObject({ status: 422, formErrors: ["address.placeError"] });
  });

  it("a failing geocoder is the main error", async () => {
    geocode = () => json({ message: "down" }, 503);
    expect(await reply(form({}))).toMatchObject({ status: 422, formErrors: ["address.mainError"] });
  });

  it("a found place is saved with its point", async () => {
    geocode = () => json({ status: "OK", results: [{ geometry: { location: { lat: 30.04, lng: 31.21 } } }] });
    await saveAddressForm(form({}), context);
    expect(created).toMatchObject({ town_id: 3, lat: 30.04, lng: 31.21 });
  });
});
