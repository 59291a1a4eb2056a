import { describe, expect, it } from "vitest";
import { z } from "zod";
import vectors from "../../../tests/fixtures/encrypted-e.json";
import { BootstrapSchema, CurrencySchema, MenuItemSchema, PageSchema, SettingsSchema, dataList, dataOne, id, numeric, text, type Bootstrap } from "./store";

const fullSettings = {
  name: "متجر",
  favIcon: "fav.png",
  keywords_ar: "ك",
  keywords_en: "k",
  meta_description_ar: "و",
  meta_description_en: "d",
  google_tag_manager_status: 1,
  google_tag_manager_id: "GTM-X",
  google_console_status: "0",
  google_console_id: null,
  template: 2,
  about: "<p>hi</p>",
  active_payment_company: "paymob",
  default_language: "en",
  theme_color: "#0a7",
  free_map: 1,
  logo: "logo.png",
  website_status: 1,
  api_key: "maps",
  card_integrations: 123,
  wallet_integrations: "456",
  card_frames: 789,
  contact_phone: "+201000000000",
  contact_email: "a@b.c",
  free_shipping_over: "500.00",
  extra_field: "tolerated",
};

describe("SettingsSchema", () => {
  it("parses every contract field, coercing numbers and flags", () => {
    const s = SettingsSchema.parse(fullSettings);
    expect(s).toMatchObject({
      name: "متجر",
      template: 2,
      default_language: "en",
      google_tag_manager_status: 1,
      google_console_status: 0,
      google_console_id: null,
      free_map: true,
      website_status: 1,
      card_integrations: "123",
      wallet_integrations: "456",
      card_frames: "789",
      free_shipping_over: 500,
      theme_color: "#0a7",
    });
    expect(s).not.toHaveProperty("extra_field");
  });

  it("fills defaults for a sparse settings object", () => {
    const s = SettingsSchema.parse({});
    expect(s).toMatchObject({
      name: "",
      template: 3,
      default_language: "ar",
      website_status: 1,
      free_map: false,
      logo: null,
      free_shipping_over: null,
    });
    expect(s.theme_color).toBeUndefined();
  });

  it.each([[0], [-1], ["x"], [""], [null], [undefined], [2.5], [true]])("template %j → 3", (template) => {
    expect(SettingsSchema.parse({ template }).template).toBe(3);
  });

  // Numbers without a template (4, '7') pass: the template registry sends them to 3.
  it.each([
    [1, 1],
    ["2", 2],
    [3, 3],
    [4, 4],
    ["7", 7],
  ])("template %j → %j", (template, expected) => {
    expect(SettingsSchema.parse({ template }).template).toBe(expected);
  });

  it("keeps theme_color raw (the theme rule applies later)", () => {
    expect(SettingsSchema.parse({ theme_color: 12 }).theme_color).toBe(12);
    expect(SettingsSchema.parse({ theme_color: "ab" }).theme_color).toBe("ab");
  });

  it('reads website_status 0 as off and free_map "0" as false', () => {
    const s = SettingsSchema.parse({ website_status: "0", free_map: "0" });
    expect(s.website_status).toBe(0);
    expect(s.free_map).toBe(false);
  });
});

describe("MenuItemSchema", () => {
  it("parses nested children and defaults missing children to []", () => {
    const m = MenuItemSchema.parse({
      id: "1",
      title: "Men",
      url: "/men",
      children: [{ id: 2, title: "Shirts", url: "/men/shirts", children: [{ id: 3, title: "T", url: "/t" }] }],
    });
    expect(m.id).toBe(1);
    expect(m.children[0].children[0]).toEqual({ id: 3, title: "T", url: "/t", children: [] });
  });
});

describe("BootstrapSchema", () => {
  const bare = { settings: fullSettings, menus: { header: [{ id: 1, title: "a", url: "/a" }], footer: [] } };

  it("accepts a bare answer", () => {
    const b: Bootstrap = BootstrapSchema.parse(bare);
    expect(b.settings.template).toBe(2);
    expect(b.menus.header).toHaveLength(1);
  });

  it("accepts a data-wrapped answer", () => {
    const b = BootstrapSchema.parse({ data: bare });
    expect(b.settings.name).toBe("متجر");
    expect(b.menus.header[0].children).toEqual([]);
  });

  it("defaults missing menus", () => {
    expect(BootstrapSchema.parse({ settings: {} }).menus).toEqual({ header: [], footer: [] });
    expect(BootstrapSchema.parse({ settings: {}, menus: null }).menus).toEqual({ header: [], footer: [] });
  });

  it("parses the decrypted vector (wrapped, sparse settings)", () => {
    const b = BootstrapSchema.parse(JSON.parse(vectors.openssl_passphrase_format.cases[0].plaintext));
    expect(b.settings.template).toBe(3);
    expect(b.settings.theme_color).toBe("#0a7");
  });

  it("rejects an answer without settings", () => {
    expect(BootstrapSchema.safeParse({ menus: {} }).success).toBe(false);
    expect(BootstrapSchema.safeParse(null).success).toBe(false);
  });
});

describe("CurrencySchema", () => {
  it("coerces string numbers and flags", () => {
    const c = CurrencySchema.parse({
      id: "3",
      currency_name: "Egyptian pound",
      currency_code: "EGP",
      country: "Egypt",
      Last_update: "2025-01-01",
      added_date: null,
      exchange_rate: "1.00",
      is_local: "1",
      is_online: 0,
    });
    expect(c).toEqual({
      id: 3,
      currency_name: "Egyptian pound",
      currency_code: "EGP",
      country: "Egypt",
      Last_update: "2025-01-01",
      added_date: null,
      exchange_rate: 1,
      is_local: 1,
      is_online: 0,
    });
  });

  it('keeps non-ISO codes such as AFN4 and reads "1,250.50"', () => {
    const c = CurrencySchema.parse({ id: 1, currency_code: "AFN4", exchange_rate: "1,250.50" });
    expect(c.currency_code).toBe("AFN4");
    expect(c.exchange_rate).toBe(1250.5);
  });

  it("rejects a non-numeric exchange rate", () => {
    expect(CurrencySchema.safeParse({ id: 1, currency_code: "X", exchange_rate: "abc" }).success).toBe(false);
  });
});

describe("PageSchema and envelopes", () => {
  const page = { id: 1, slug: "about-us", title: "About", content: "<p>x</p>", is_featured: "1", extra: 1 };

  it("parses a page", () => {
    expect(PageSchema.parse(page)).toEqual({
      id: 1,
      slug: "about-us",
      title: "About",
      content: "<p>x</p>",
      image: null,
      is_featured: 1,
    });
  });

  it("dataList parses { data: T[] } with optional meta", () => {
    const list = dataList(PageSchema).parse({
      data: [page],
      meta: { current_page: "1", last_page: 2, per_page: 15, total: "20" },
    });
    expect(list.data[0].slug).toBe("about-us");
    expect(list.meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 20 });
    expect(dataList(PageSchema).parse({ data: [] }).meta).toBeUndefined();
  });

  it("dataOne parses { data: T }", () => {
    expect(dataOne(PageSchema).parse({ data: page }).data.id).toBe(1);
    expect(dataOne(PageSchema).safeParse({ data: null }).success).toBe(false);
  });

  it('coerces prices such as "199.50" from the decrypted vector', () => {
    const Item = z.object({ id, name: text, price: numeric });
    const list = dataList(Item).parse(JSON.parse(vectors.openssl_passphrase_format.cases[1].plaintext));
    expect(list.data).toEqual([{ id: 1, name: "قميص قطن", price: 199.5 }]);
  });
});
