import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getI18n } from "~/server/i18n.server";
import type { Lang } from "~/lib/i18n";
import { AddressLine, Receiver, typedParts } from "./address-summary";
import { Amount, Isolated } from "./isolated";
import { Sentence } from "./sentence";

const render = (lang: Lang, node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={getI18n(lang)}>{node}</I18nextProvider>);

describe("Sentence", () => {
  it("puts an amount where the translation says, as one isolated element in the page's direction", () => {
    // Right to left, the number then the currency is read: "500.00 ج.م" as Intl's ar-EG writes it.
    const html = render("ar", <Sentence k="checkout.shipping.freeOver" slots={{ amount: <Amount>500.00 ج.م</Amount> }} />);
    expect(html).toBe('الشحن مجاني للطلبات التي تزيد على <bdi class="price" dir="rtl">500.00 ج.م</bdi>.');
    expect(render("en", <Amount>500.00 EGP</Amount>)).toBe('<bdi class="price" dir="ltr">500.00 EGP</bdi>');
  });

  it("keeps plain values as text beside the slots", () => {
    const html = render("en", <Sentence k="cart.couponApplied" slots={{ code: <bdi>WELCOME10</bdi> }} values={{ rate: 10 }} />);
    expect(html).toBe("Coupon <bdi>WELCOME10</bdi> applied: 10% off");
  });
});

describe("Isolated", () => {
  it("keeps text in one script in its own direction", () => {
    expect(render("en", <Isolated>12 شقة 8</Isolated>)).toBe("<bdi>12 شقة 8</bdi>");
    expect(render("ar", <Isolated>office 301 5</Isolated>)).toBe("<bdi>office 301 5</bdi>");
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

  it("isolates every part and joins them with the page language's comma", () => {
    expect(render("ar", <AddressLine address={address} />)).toBe(
      '<bdi class="address-part">office 301</bdi>، <bdi class="address-part">building 5</bdi>، <bdi class="address-part">مدينة نصر</bdi>، <bdi class="address-part">القاهرة</bdi>، <bdi class="address-part">مصر</bdi>',
    );
    expect(render("en", <AddressLine address={{ ...address, country: undefined }} />)).toContain('<bdi class="address-part">القاهرة</bdi>');
    expect(render("en", <AddressLine address={{ ...address, country: undefined }} />)).not.toContain("مصر");
  });

  it("isolates each part typed in the detailed address on its own, before the direction rule runs (issue 21)", () => {
    const typed = { ...address, detailed_address: "شارع 9 Road، مبنى 12 شقة 8", country: undefined };
    const html = render("en", <AddressLine address={typed} />);
    // The mixed part in the page's direction, run by run; the Arabic part whole, in its own.
    expect(html.startsWith('<bdi class="address-part" dir="ltr"><bdi dir="rtl">شارع</bdi> <bdi dir="ltr">9</bdi> <bdi dir="ltr">Road</bdi></bdi>, ')).toBe(
      true,
    );
    expect(html).toContain(', <bdi class="address-part">مبنى 12 شقة 8</bdi>, ');
    expect(typedParts("12 شقة 8، office 301 5; building 1,200\nnear the mosque")).toEqual(["12 شقة 8", "office 301 5", "building 1,200", "near the mosque"]);
  });

  it("writes the phone number left to right in its own isolate", () => {
    expect(render("ar", <Receiver name="سارة أحمد" phone="+201001234567" />)).toBe('<bdi>سارة أحمد</bdi> · <bdi dir="ltr" class="phone">+201001234567</bdi>');
  });
});
