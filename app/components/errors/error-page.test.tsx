import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { TranslatorProvider } from "~/i18n/translate";
import { getI18n } from "~/server/i18n.server";
import type { Lang } from "~/lib/text/i18n";
import { ErrorPage } from "./error-page";

function render(status: number, lang: Lang = "en", data?: unknown) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ErrorPage status={status} data={data} /> }]);
  return renderToString(
    <TranslatorProvider translator={getI18n(lang)}>
      <Stub initialEntries={["/"]} />
    </TranslatorProvider>,
  );
}

describe("error page", () => {
  it.each([
    [401, "You need to sign in first."],
    [403, "You do not have permission to see this page."],
    [404, "The data you asked for was not found."],
    [500, "Something went wrong on the server."],
    [509, "This site is not available. Check the link and contact the provider."],
    [530, "This site is currently frozen. Please try again later."],
    [418, "Sorry! An error occurred. Please try again later."],
    [503, "Sorry! An error occurred. Please try again later."],
  ])("shows the hint for %i", (status, hint) => {
    expect(render(status)).toContain(hint);
  });

  it("shows the number and the status line for ordinary codes", () => {
    const html = render(500);
    expect(html).toContain('data-illustration="number"');
    expect(html).toMatch(/Status code(<!-- -->)?: <bdi>500<\/bdi>/);
  });

  it("509 shows the word error, no status line, styled as a domain problem", () => {
    const html = render(509);
    expect(html).toContain('data-illustration="domain"');
    expect(html).toMatch(/<text[^>]*>Error<\/text>/);
    expect(html).not.toContain("Status code");
    expect(html).toContain("problem--domain");
  });

  it("555 shows the word error and hides the status line", () => {
    const html = render(555, "ar");
    expect(html).toMatch(/<text[^>]*>خطأ<\/text>/);
    expect(html).not.toContain("رمز الحالة");
  });

  it("530 shows the freeze illustration", () => {
    expect(render(530)).toContain('data-illustration="frozen"');
  });

  it("404 says the page could not be found, and the store logo heads the page when known", () => {
    const html = render(404, "ar", { kind: "site-off", store: { name: "S", logo: "/logo.svg" } });
    expect(html).toContain("لم يتم العثور على هذه الصفحة");
    expect(html).toContain('src="/logo.svg"');
  });

  it("falls back to the provider's logo without settings, with a dark theme and footer", () => {
    const html = render(503);
    expect(html).toContain("problem__provider");
    expect(html).toContain("Powered by");
    // No settings, no contact details: and no link to a page that may not exist.
    expect(html).not.toContain("Contact us");
    expect(html).not.toMatch(/href="\/pages\//);
  });

  it.each([
    ["en", "Contact us"],
    ["ar", "تواصل معنا"],
  ] as const)("links to the store's email and phone from its settings (%s)", (lang, label) => {
    const html = render(530, lang, { kind: "site-off", store: { name: "S", contactEmail: "help@shop.example", contactPhone: "+20 100 000 0000" } });
    expect(html).toContain(label);
    expect(html).toContain('href="mailto:help@shop.example"');
    expect(html).toContain('href="tel:+201000000000"');
    expect(html).not.toMatch(/href="\/pages\//);
  });
});
