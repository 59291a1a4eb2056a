import { describe, expect, it } from "vitest";
import { SettingsSchema } from "~/lib/schemas/store";
import { cspFeatures, gtmId, mapsOf } from "./store-features.server";

const settings = (raw: Record<string, unknown>) => SettingsSchema.parse({ name: "S", ...raw });

describe("the services a store's settings switch on", () => {
  it.each([
    [{}, []],
    [{ google_tag_manager_status: 1, google_tag_manager_id: "GTM-1" }, ["gtm"]],
    // On without an id, or an id while off: no container, so nothing to admit.
    [{ google_tag_manager_status: 1 }, []],
    [{ google_tag_manager_status: 0, google_tag_manager_id: "GTM-1" }, []],
    [{ free_map: 0, api_key: "k" }, ["google-maps"]],
    [{ free_map: 1, api_key: "k" }, []],
    [{ free_map: "0", api_key: "" }, []],
    [{ google_tag_manager_status: "1", google_tag_manager_id: "GTM-1", free_map: false, api_key: "k" }, ["gtm", "google-maps"]],
  ])("%j → %j", (raw, features) => {
    expect(cspFeatures(settings(raw))).toEqual(features);
  });

  it("the page renders from the same answers", () => {
    const s = settings({ google_tag_manager_status: 1, google_tag_manager_id: "GTM-1", free_map: 0, api_key: "k" });
    expect(gtmId(s)).toBe("GTM-1");
    expect(mapsOf(s)).toEqual({ free: false, key: "k" });
    expect(mapsOf(settings({ free_map: 1, api_key: "k" }))).toEqual({ free: true, key: null });
  });
});
