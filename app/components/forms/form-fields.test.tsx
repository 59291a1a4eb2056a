import { renderToStaticMarkup } from "react-dom/server";
import { TranslatorProvider } from "~/i18n/translate";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/text/i18n";
import { getI18n } from "~/server/i18n.server";
import { FieldErrors } from "./form-fields";

const render = (lang: Lang, node: React.ReactNode) => renderToStaticMarkup(<TranslatorProvider translator={getI18n(lang)}>{node}</TranslatorProvider>);

describe("FieldErrors", () => {
  it("says the limit of a text that is too long when the field has one, in both languages", () => {
    const tooLong = <FieldErrors id="e" errors={["validation.tooLong"]} maxLength={2000} />;
    expect(render("en", tooLong)).toBe('<p id="e" class="field__errors">This is longer than allowed (at most 2000 characters)</p>');
    expect(render("ar", tooLong)).toBe('<p id="e" class="field__errors">النص أطول من المسموح (الحد الأقصى لعدد الأحرف: 2000)</p>');
  });

  it("keeps the plain message without a limit, and any other message as it is", () => {
    expect(render("en", <FieldErrors id="e" errors={["validation.tooLong"]} />)).toContain(">This is longer than allowed<");
    expect(render("en", <FieldErrors id="e" errors={["validation.required", "validation.tooLong"]} maxLength={5} />)).not.toContain("at most");
    expect(render("en", <FieldErrors id="e" errors={[]} />)).toBe("");
  });
});
