import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { TranslatorProvider } from "~/i18n/translate";
import { getI18n } from "~/server/i18n.server";
import type { Lang } from "~/lib/text/i18n";
import { AddressLine, Receiver, typedParts, typedPieces } from "../address/address-summary";
import { OfferEnds } from "../catalogue/offer-card";
import { Amount, Isolated, Percent, Phone, Title } from "./isolated";
import { Sentence } from "./sentence";

const render = (lang: Lang, node: React.ReactNode) => renderToStaticMarkup(<TranslatorProvider translator={getI18n(lang)}>{node}</TranslatorProvider>);

describe("Sentence", () => {
  it("puts an amount where the translation says, as one isolated element in the page's direction", () => {
    // Right to left, the number then the currency is read: "500.00 ج.م" as Intl's ar-EG writes it.
    const html = render("ar", <Sentence k="checkout.shipping.freeOver" slots={{ amount: <Amount>500.00 ج.م</Amount> }} />);
    expect(html).toBe('الشحن مجاني للطلبات التي تزيد على <bdi class="price" dir="rtl">500.00 ج.م</bdi>.');
    expect(render("en", <Amount>500.00 EGP</Amount>)).toBe('<bdi class="price" dir="ltr">500.00 EGP</bdi>');
  });

  it("keeps plain values as text beside the slots", () => {
    const html = render("en", <Sentence k="cart.count" slots={{}} values={{ count: 2 }} />);
    expect(html).not.toContain("{{");
  });
});

describe("Isolated", () => {
  it("keeps text in one script in its own direction", () => {
    // Written in the page's other language, it says so (for a screen reader's voice); in the page's own, nothing.
    expect(render("en", <Isolated>12 شقة 8</Isolated>)).toBe('<bdi lang="ar">12 شقة 8</bdi>');
    expect(render("ar", <Isolated>office 301 5</Isolated>)).toBe('<bdi lang="en">office 301 5</bdi>');
    expect(render("ar", <Isolated>12 شقة 8</Isolated>)).toBe("<bdi>12 شقة 8</bdi>");
    expect(render("en", <Isolated>12 / 5</Isolated>)).toBe("<bdi>12 / 5</bdi>");
  });

  it("lays mixed text out in the page's direction, one isolate per run, so it reads as typed", () => {
    expect(render("en", <Isolated>أحمد Hassan</Isolated>)).toBe('<bdi dir="ltr"><bdi dir="rtl">أحمد</bdi> <bdi dir="ltr">Hassan</bdi></bdi>');
    expect(render("ar", <Isolated>شارع 9 Road</Isolated>)).toBe(
      '<bdi dir="rtl"><bdi dir="rtl">شارع</bdi> <bdi dir="ltr">9</bdi> <bdi dir="ltr">Road</bdi></bdi>',
    );
  });
});

describe("AddressLine and Receiver", () => {
  const address = { detailed_address: "office 301, building 5", town: { name: "مدينة نصر" }, state: { name: "القاهرة" }, country: { name: "مصر" } };

  it("keeps each part the shopper typed in its own direction, puts the Store API's names on the next line, joined by the page language's comma (decision 107)", () => {
    // All Latin on an Arabic page: left to right as typed, the shopper's own comma (decision 096); then the names, right to left.
    expect(render("ar", <AddressLine address={address} />)).toBe(
      '<bdi class="address-typed" dir="ltr"><bdi class="address-part" lang="en">office 301</bdi>, <bdi class="address-part" lang="en">building 5</bdi></bdi><br/><bdi class="address-part">مدينة نصر</bdi>، <bdi class="address-part">القاهرة</bdi>، <bdi class="address-part">مصر</bdi>',
    );
    expect(render("en", <AddressLine address={{ ...address, country: undefined }} />)).toContain('<bdi class="address-part" lang="ar">القاهرة</bdi>');
    expect(render("en", <AddressLine address={{ ...address, country: undefined }} />)).not.toContain("مصر");
  });

  it("lays a typed address mixing scripts out in the page's order, each part in its own direction (issue 21, decision 076)", () => {
    const typed = { ...address, detailed_address: "شارع 9 Road، مبنى 12 شقة 8", country: undefined };
    const en = render("en", <AddressLine address={typed} />);
    const ar = render("ar", <AddressLine address={typed} />);
    // The parts follow each other in the page's reading order, the shopper's own comma between them; the mixed
    // part's runs in its own direction (its first letter's).
    const parts =
      '<bdi class="address-part" dir="rtl"><bdi dir="rtl">شارع</bdi> <bdi dir="ltr">9</bdi> <bdi dir="ltr">Road</bdi></bdi>، <bdi class="address-part">مبنى 12 شقة 8</bdi></bdi>';
    expect(en).toContain('<bdi class="address-part" lang="ar">مبنى 12 شقة 8</bdi>');
    expect(en.replaceAll(' lang="ar"', "")).toBe(
      `<bdi class="address-typed" dir="ltr">${parts}<br/><bdi class="address-part">مدينة نصر</bdi>, <bdi class="address-part">القاهرة</bdi>`,
    );
    expect(ar).toBe(`<bdi class="address-typed" dir="rtl">${parts}<br/><bdi class="address-part">مدينة نصر</bdi>، <bdi class="address-part">القاهرة</bdi>`);
    expect(typedParts("12 شقة 8، office 301 5; building 1,200\nnear the mosque")).toEqual(["12 شقة 8", "office 301 5", "building 1,200", "near the mosque"]);
  });

  it("lays a typed address with Arabic in it out right to left on an Arabic page, its parts in the order typed, Arabic commas between (issue 37, decisions 090 and 096)", () => {
    const work = { ...address, detailed_address: "شارع التحرير 12, office 301; building 5", country: undefined };
    // Each part isolated, whatever its script; the shopper's Latin comma and semicolon give way to the page's comma.
    expect(render("ar", <AddressLine address={work} />)).toBe(
      '<bdi class="address-typed" dir="rtl"><bdi class="address-part">شارع التحرير 12</bdi>، <bdi class="address-part" lang="en">office 301</bdi>، <bdi class="address-part" lang="en">building 5</bdi></bdi>' +
        '<br/><bdi class="address-part">مدينة نصر</bdi>، <bdi class="address-part">القاهرة</bdi>',
    );
    // A number with its thousands comma stays one part.
    expect(render("ar", <AddressLine address={{ ...work, detailed_address: "شارع 9، building 1,200, office 3" }} />)).toContain(
      '<bdi class="address-part" lang="en">building 1,200</bdi>، <bdi class="address-part" lang="en">office 3</bdi></bdi>',
    );
    // Arabic only, or digits only: right to left, as before.
    expect(render("ar", <AddressLine address={{ ...work, detailed_address: "مبنى 5, الدور 3" }} />)).toContain(
      '<bdi class="address-typed" dir="rtl"><bdi class="address-part">مبنى 5</bdi>، <bdi class="address-part">الدور 3</bdi></bdi>',
    );
    expect(render("ar", <AddressLine address={{ ...work, detailed_address: "12, 5" }} />)).toContain('<bdi class="address-typed" dir="rtl">');
  });

  it("reads an all-Latin typed address on an Arabic page as typed, left to right, with the shopper's own commas (decision 096)", () => {
    const latin = { ...address, detailed_address: "5 Mesaha Square, 3rd floor; office 301", country: undefined };
    expect(render("ar", <AddressLine address={latin} />)).toBe(
      '<bdi class="address-typed" dir="ltr"><bdi class="address-part" lang="en">5 Mesaha Square</bdi>, <bdi class="address-part" lang="en">3rd floor</bdi>; <bdi class="address-part" lang="en">office 301</bdi></bdi>' +
        '<br/><bdi class="address-part">مدينة نصر</bdi>، <bdi class="address-part">القاهرة</bdi>',
    );
  });

  it("keeps the shopper's order of parts and their own commas on an English page (decision 076)", () => {
    const typed = { ...address, detailed_address: "شارع التحرير 12, office 301, building 5", country: undefined };
    const en = render("en", <AddressLine address={typed} />);
    // Left to right in the order typed, the Latin commas typed kept (never rewritten as "،").
    expect(en).toBe(
      '<bdi class="address-typed" dir="ltr"><bdi class="address-part" lang="ar">شارع التحرير 12</bdi>, <bdi class="address-part">office 301</bdi>, <bdi class="address-part">building 5</bdi></bdi>' +
        '<br/><bdi class="address-part" lang="ar">مدينة نصر</bdi>, <bdi class="address-part" lang="ar">القاهرة</bdi>',
    );
    // An Arabic comma typed stays Arabic; a line break, where nothing was typed, takes the page's comma.
    expect(render("en", <AddressLine address={{ ...typed, detailed_address: "شارع التحرير 12، office 301\nbuilding 5" }} />)).toContain(
      '<bdi class="address-part" lang="ar">شارع التحرير 12</bdi>، <bdi class="address-part">office 301</bdi>, <bdi class="address-part">building 5</bdi>',
    );
    expect(typedPieces("شارع التحرير 12, office 301؛ building 5,")).toEqual([
      { text: "شارع التحرير 12", sep: "," },
      { text: "office 301", sep: "؛" },
      { text: "building 5", sep: "," },
    ]);
  });

  it("writes the phone number left to right in its own isolate", () => {
    expect(render("ar", <Receiver name="سارة أحمد" phone="+201001234567" />)).toBe('<bdi>سارة أحمد</bdi> · <bdi dir="ltr" class="phone">+201001234567</bdi>');
    // The store's own number is drawn by the same component (the invoice's seller block).
    expect(render("ar", <Phone>+201000000000</Phone>)).toBe('<bdi dir="ltr" class="phone">+201000000000</bdi>');
  });
});

describe("Percent", () => {
  it("draws every percentage the same way in both languages: the number then the sign, one left-to-right isolate", () => {
    expect(render("ar", <Percent value={35} />)).toBe('<bdi dir="ltr" class="percent">35%</bdi>');
    expect(render("en", <Percent value={12.5} />)).toBe('<bdi dir="ltr" class="percent">12.5%</bdi>');
    const badge = '<bdi dir="ltr" class="percent">35%</bdi>';
    expect(render("ar", <Sentence k="catalogue.card.discount" slots={{ percent: <Percent value={35} /> }} />)).toBe(`خصم ${badge}`);
    expect(render("en", <Sentence k="catalogue.offers.off" slots={{ percent: <Percent value={35} /> }} />)).toBe(`${badge} off`);
    expect(render("ar", <Sentence k="cart.tax" slots={{ rate: <Percent value={14} /> }} />)).toBe('ضريبة <bdi dir="ltr" class="percent">14%</bdi>');
    expect(render("en", <Sentence k="cart.tax" slots={{ rate: <Percent value={14} /> }} />)).toBe('Tax <bdi dir="ltr" class="percent">14%</bdi>');
    expect(render("en", <Sentence k="cart.couponApplied" slots={{ code: <bdi>WELCOME10</bdi>, rate: <Percent value={10} /> }} />)).toBe(
      'Coupon <bdi>WELCOME10</bdi> applied: <bdi dir="ltr" class="percent">10%</bdi> off',
    );
  });
});

describe("OfferEnds", () => {
  it("writes the end date as the store's other dates do, one unbreakable isolate in the page's direction", () => {
    expect(render("ar", <OfferEnds endsAt="2026-12-22T12:00:00Z" />)).toBe(
      '<p class="offer-ends">ينتهي في <time dateTime="2026-12-22T12:00:00Z" dir="rtl" class="date">22 ديسمبر 2026</time></p>',
    );
    expect(render("en", <OfferEnds endsAt="2026-12-22T12:00:00Z" />)).toBe(
      '<p class="offer-ends">Ends on <time dateTime="2026-12-22T12:00:00Z" dir="ltr" class="date">22 December 2026</time></p>',
    );
  });
});

describe("Title", () => {
  it("keeps a short bracketed group of a product name on one line", () => {
    expect(render("ar", <Title>عطر الورد (50 مل)</Title>)).toBe('<span>عطر الورد <span class="nowrap">(50 مل)</span></span>');
    expect(render("en", <Title>Polo T-shirt (White)</Title>)).toBe("Polo T-shirt (White)");
  });
});
