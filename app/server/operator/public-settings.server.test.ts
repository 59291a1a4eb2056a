import { describe, expect, it } from "vitest";
import { publicSettings } from "./public-settings.server";
import { operatorReturnPath } from "~/lib/shell/operator";

describe("publicSettings", () => {
  it("leaves out keys, secrets, tokens and integration ids, and shows the rest as text", () => {
    const shown = publicSettings({
      name: "Oasis",
      template: 3,
      api_key: "maps-key",
      card_integrations: "123",
      wallet_integrations: "456",
      card_frames: "789",
      hmac_secret: "x",
      menus_token: "t",
      about: "a".repeat(300),
      free_map: null,
    } as never);
    const names = shown.map(([n]) => n);
    expect(names).toEqual(["about", "free_map", "name", "template"]);
    expect(Object.fromEntries(shown)).toMatchObject({ name: "Oasis", template: "3", free_map: "null" });
    expect(Object.fromEntries(shown).about).toHaveLength(201);
  });
});

describe("operatorReturnPath", () => {
  it("returns to an operator page only", () => {
    expect(operatorReturnPath("/errors")).toBe("/errors");
    expect(operatorReturnPath("/debugging/sub")).toBe("/debugging/sub");
    for (const bad of ["//evil.example", "https://evil.example", "/account", null, 3]) expect(operatorReturnPath(bad)).toBe("/debugging/main");
  });
});
