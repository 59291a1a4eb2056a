import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { TranslatorProvider } from "~/i18n/translate";
import { getI18n } from "~/server/i18n.server";
import type { Lang } from "~/lib/text/i18n";
import { MapPicker } from "./map-picker";

/** The picker under a root route whose loader data carries the store's maps settings. */
function render(maps: { free: boolean; key: string | null }, lang: Lang = "en") {
  const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => null, Component: () => <MapPicker value={null} center={null} onChange={() => {}} /> }]);
  return renderToString(
    <TranslatorProvider translator={getI18n(lang)}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { maps } } }} />
    </TranslatorProvider>,
  );
}

const noKey = { free: false, key: null };
const keyButNoFreeMap = { free: false, key: "AIza-test" };

describe("map picker by store settings", () => {
  it.each([
    ["en", "The map is not available: the store has no key for its maps service. Type the address and we will find the place from it."],
    ["ar", "الخريطة غير متاحة: لا يوجد مفتاح لخدمة الخرائط في المتجر. اكتب العنوان وسنحدد الموقع منه."],
  ] as const)("no maps key says so (%s)", (lang, sentence) => {
    const html = render(noKey, lang);
    expect(html).toContain(sentence);
    expect(html).not.toContain('role="application"');
  });

  it("no free map but a key renders the commercial map's box, not the no-key sentence", () => {
    const html = render(keyButNoFreeMap, "ar");
    expect(html).toContain('role="application"');
    expect(html).toContain('data-service="google"');
    expect(html).toContain("حدد موقعك على الخريطة");
    expect(html).not.toContain("لا يوجد مفتاح");
  });

  // The contrast case: proves the root data reaches the picker, so the sentences above are not a fallback.
  it("the free map renders the map box instead", () => {
    const html = render({ free: true, key: null });
    expect(html).toContain('role="application"');
    expect(html).toContain('data-service="open"');
    expect(html).not.toContain("map-picker__note");
  });
});
