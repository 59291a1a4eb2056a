import { describe, expect, it } from "vitest";
import { oneAutofocus } from "./one-autofocus.server";

const html = (s: string) => oneAutofocus(Buffer.from(s)).toString("utf8");

describe("one autofocus in a refused form's page", () => {
  it("keeps the first control's autofocus and drops the later ones (the Nu HTML Checker allows one)", () => {
    expect(html('<form><p id="e" autofocus="" tabindex="-1">x</p><input autofocus="" name="a"/><input type="radio" autofocus="" name="g"/></form>')).toBe(
      '<form><p id="e" autofocus="" tabindex="-1">x</p><input name="a"/><input type="radio" name="g"/></form>',
    );
  });

  it("leaves a page with one or none as it was", () => {
    const page = Buffer.from('<input autofocus="" name="a"/><p>autofocus</p>');
    expect(oneAutofocus(page)).toBe(page);
    expect(html("<p>nothing</p>")).toBe("<p>nothing</p>");
  });
});
