import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "addresses-test-secret-0123456789abcdefgh";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { fakeContext, json } from "../testing/fake-context";
import { addressesApi } from "./addresses.server";

let handler: (req: Request) => Response = () => json({});
const context = fakeContext({ storeFetch: async (req) => handler(req) });

describe("geocoding the typed address", () => {
  it("success gives the first result's point", async () => {
    handler = (req) => {
      expect(new URL(req.url).searchParams.get("address")).toBe("5 Tahrir St, Dokki");
      return json({ status: "OK", results: [{ geometry: { location: { lat: 30.04, lng: 31.21 } } }] });
    };
    expect(await addressesApi(context).geocode("5 Tahrir St, Dokki")).toEqual({ ok: true, lat: 30.04, lng: 31.21 });
  });

  it("no results is the place error", async () => {
    handler = () => json({ status: "ZERO_RESULTS", results: [] });
    expect(await addressesApi(context).geocode("nowhere")).toEqual({ ok: false, error: "place" });
  });

  it("any other status, or a failing service, is the main error", async () => {
    handler = () => json({ status: "REQUEST_DENIED", results: [] });
    expect(await addressesApi(context).geocode("x")).toEqual({ ok: false, error: "main" });
    handler = () => json({ message: "down" }, 503);
    expect(await addressesApi(context).geocode("x")).toEqual({ ok: false, error: "main" });
  });
});
