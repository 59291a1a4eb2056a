import { describe, expect, it } from "vitest";
import { metaDescription, NOINDEX, pageMeta, titleMeta, withRootMeta } from "./meta";

const root = {
  id: "root",
  loaderData: { store: { name: "Store" } },
  meta: [
    { title: "Store" },
    { name: "description", content: "Store description" },
    { tagName: "link", rel: "canonical", href: "https://s/x" },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: "https://s/x" },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://s/x?lng=en" },
    { property: "og:site_name", content: "Store" },
  ],
};

describe("page meta", () => {
  it("replaces the root's title, description, canonical and hreflang, keeping the rest", () => {
    const tags = pageMeta([root], {
      title: "Phones",
      description: "All phones",
      urls: { canonical: "https://s/phones?page=2", alternates: { ar: "https://s/phones?page=2", en: "https://s/phones?page=2&lng=en" } },
    });
    const find = (pred: (t: Record<string, unknown>) => boolean) => tags.filter((t) => pred(t as Record<string, unknown>));
    expect(find((t) => "title" in t)).toEqual([{ title: "Phones | Store" }]);
    expect(find((t) => t.name === "description")).toEqual([{ name: "description", content: "All phones" }]);
    expect(find((t) => t.rel === "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: "https://s/phones?page=2" }]);
    expect(find((t) => t.hrefLang === "en").map((t) => (t as { href?: string }).href)).toEqual(["https://s/phones?page=2&lng=en"]);
    expect(find((t) => t.property === "og:site_name")).toHaveLength(1);
  });

  it("marks pages not to index", () => {
    expect(pageMeta([root], { title: "q", noindex: true })).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("makes a short plain description", () => {
    expect(metaDescription("<p>Hello   <b>world</b></p>")).toBe("Hello world");
    const long = metaDescription("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("title meta", () => {
  const rootMatch = { ...root, loaderData: { store: { name: "Oasis" } } };

  it("takes the store's name from the root's data", () => {
    expect(titleMeta([rootMatch, { id: "page", meta: [] }], "Details")).toContainEqual({ title: "Details | Oasis" });
    expect(titleMeta([rootMatch, { id: "page", meta: [] }], undefined)).toContainEqual({ title: "Oasis" });
    expect(titleMeta([{ ...root, loaderData: undefined }], "Details")).toContainEqual({ title: "Details" });
  });

  it("keeps its area layout's noindex and the root's tags, its own title winning", () => {
    const layout = { id: "routes/account-layout", meta: withRootMeta([rootMatch], [NOINDEX]) };
    const tags = titleMeta([rootMatch, layout, { id: "routes/account-details", meta: [] }], "Details");
    expect(tags.filter((t) => "title" in t)).toEqual([{ title: "Details | Oasis" }]);
    expect(tags).toContainEqual(NOINDEX);
    expect(tags).toContainEqual({ name: "description", content: "Store description" });
  });

  it("adds no noindex outside such an area", () => {
    expect(titleMeta([rootMatch, { id: "routes/about", meta: [] }], "About")).not.toContainEqual(NOINDEX);
  });
});
