import { describe, expect, it, vi } from "vitest";
import { preferredCurrencyCookie, resolveCurrency } from "./currency.server";
import type { Services } from "../services.server";
import type { Currency } from "~/lib/schemas/store";

vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

const currency = (code: string, rate: number, local = 0) =>
  ({ id: rate, currency_code: code, currency_name: code, country: code, exchange_rate: rate, is_local: local, is_online: 1 }) as unknown as Currency;

const services = (list: Currency[] | Error) =>
  ({ currencies: () => (list instanceof Error ? Promise.reject(list) : Promise.resolve(list)) }) as unknown as Services;

const LIST = [currency("EGP", 1, 1), currency("USD", 48.5), currency("SAR", 12.9)];
const base = { lang: "en" as const, requestId: "t", remembered: undefined, requested: null };

describe("resolveCurrency", () => {
  it("defaults to the local currency", async () => {
    const { state, remember } = await resolveCurrency({ ...base, services: services(LIST) });
    expect(state.selected).toEqual({ currency_code: "EGP", exchange_rate: 1, label: "EGP" });
    expect(state.error).toBe(false);
    expect(remember).toBeUndefined();
  });

  it("labels the selected currency in the page's language, and a non-ISO code by its name", async () => {
    const list = [currency("EGP", 1, 1), { ...currency("QAK", 13.3), currency_name: "ريال قطري (رمز بديل)" } as Currency];
    const ar = await resolveCurrency({ ...base, lang: "ar", services: services(list) });
    expect(ar.state.selected?.label).toBe("ج.م");
    const junk = await resolveCurrency({ ...base, lang: "ar", requested: "QAK", services: services(list) });
    expect(junk.state.selected).toMatchObject({ currency_code: "QAK", label: "ريال قطري (رمز بديل)" });
  });

  it("takes a requested code and asks to remember it", async () => {
    const { state, remember } = await resolveCurrency({ ...base, services: services(LIST), requested: "USD" });
    expect(state.selected?.currency_code).toBe("USD");
    expect(remember).toBe("USD");
  });

  it("restores a remembered code, ignoring unknown ones", async () => {
    expect((await resolveCurrency({ ...base, services: services(LIST), remembered: "SAR" })).state.selected?.currency_code).toBe("SAR");
    expect((await resolveCurrency({ ...base, services: services(LIST), remembered: "XXX" })).state.selected?.currency_code).toBe("EGP");
    expect((await resolveCurrency({ ...base, services: services(LIST), requested: "<script>" })).remember).toBeUndefined();
  });

  it("answers the same usable list for the same cached list (what the root keeps its options by), and a new one when the cache refreshes", async () => {
    const first = await resolveCurrency({ ...base, services: services(LIST) });
    const again = await resolveCurrency({ ...base, services: services(LIST), requested: "USD" });
    expect(again.state.currencies).toBe(first.state.currencies);
    const refreshed = await resolveCurrency({ ...base, services: services([...LIST, currency("KWD", 0)]) });
    expect(refreshed.state.currencies).not.toBe(first.state.currencies);
    expect(refreshed.state.currencies.map((c) => c.currency_code)).toEqual(["EGP", "USD", "SAR"]);
  });

  it("sets the error flag when currencies cannot be loaded", async () => {
    const { state } = await resolveCurrency({ ...base, services: services(new Error("down")) });
    expect(state).toEqual({ currencies: [], selected: null, error: true });
  });

  it("sets the error flag when none is local, yet honours a chosen one", async () => {
    const noLocal = [currency("USD", 48.5), currency("SAR", 12.9)];
    const none = await resolveCurrency({ ...base, services: services(noLocal) });
    expect(none.state.error).toBe(true);
    expect(none.state.selected).toBeNull();
    const chosen = await resolveCurrency({ ...base, services: services(noLocal), remembered: "USD" });
    expect(chosen.state.selected?.currency_code).toBe("USD");
  });
});

describe("preferredCurrencyCookie", () => {
  const state = { currencies: LIST, selected: { currency_code: "EGP", exchange_rate: 1 }, error: false };
  it("sets the profile's currency after sign-in", () => {
    expect(preferredCurrencyCookie("USD", false, state)).toEqual({ "Set-Cookie": expect.stringContaining("currency=USD") });
  });
  it("keeps a currency chosen in this session, and ignores unknown or current ones", () => {
    expect(preferredCurrencyCookie("USD", true, state)).toBeUndefined();
    expect(preferredCurrencyCookie("XXX", false, state)).toBeUndefined();
    expect(preferredCurrencyCookie("EGP", false, state)).toBeUndefined();
    expect(preferredCurrencyCookie(null, false, state)).toBeUndefined();
  });
});
