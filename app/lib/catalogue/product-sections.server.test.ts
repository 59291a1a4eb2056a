import { describe, expect, it } from "vitest";
import { distinctSections } from "./product-sections.server";

describe("distinctSections", () => {
  // The demo's shape: the overview and the details only repeat the description and the highlights.
  const highlights = ["Dishwasher safe", "Easy to clean", "Food-safe materials"];
  const sections = [
    { key: "description", html: "Cookware set by Delta Home. Practical kitchen tools for everyday cooking." },
    { key: "overview", html: "Practical kitchen tools for everyday cooking. Dishwasher safe." },
    {
      key: "details",
      html: "<p>Practical kitchen tools for everyday cooking.</p><ul><li>Dishwasher safe</li><li>Easy to clean</li><li>Food-safe materials</li></ul>",
    },
  ];

  it("shows each paragraph and bullet once, and drops the sections left with nothing new", () => {
    const out = distinctSections(highlights, sections);
    expect(out.highlights).toEqual(highlights);
    expect(out.sections.map((s) => s.key)).toEqual(["description"]);
  });

  it("keeps what a later section adds, without the repeated bullets", () => {
    const out = distinctSections(highlights, [
      sections[0],
      { key: "details", html: "<p>Practical kitchen tools for everyday cooking.</p><ul><li>Easy to clean.</li><li>Oven safe to 220 °C</li></ul>" },
    ]);
    expect(out.sections[1]).toEqual({ key: "details", html: "<ul><li>Oven safe to 220 °C</li></ul>" });
  });

  it("keeps distinct texts as they are, and a highlight given twice once", () => {
    const out = distinctSections(["Light", "light."], [{ key: "description", html: "<p>Made in Egypt &amp; packed by hand.</p>" }]);
    expect(out.highlights).toEqual(["Light"]);
    expect(out.sections).toEqual([{ key: "description", html: "<p>Made in Egypt &amp; packed by hand.</p>" }]);
  });
});
