import type { MetaDescriptor } from "react-router";

/** A page title in the store's style: "Page | Store". */
export function pageTitle(title: string | undefined, storeName: string | undefined): string {
  if (!title) return storeName ?? "";
  return storeName ? `${title} | ${storeName}` : title;
}

type MatchWithMeta = { id: string; meta?: MetaDescriptor[]; loaderData?: unknown } | undefined;

const key = (d: MetaDescriptor): string | undefined => {
  const r = d as Record<string, unknown>;
  if ("title" in r) return "title";
  if (typeof r.name === "string") return `name:${r.name}`;
  if (typeof r.property === "string") return `property:${r.property}`;
  if (r.tagName === "link" && r.rel === "canonical") return "canonical";
  if (r.tagName === "link" && r.rel === "alternate" && typeof r.hrefLang === "string") return `alternate:${r.hrefLang}`;
  return undefined;
};

/**
 * React Router replaces the parent's meta with the child's: this keeps the root's tags
 * (description, canonical, hreflang, favicon) and lets the page override the ones it names.
 */
export function withRootMeta(matches: ReadonlyArray<MatchWithMeta>, own: MetaDescriptor[]): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.meta ?? [];
  const overridden = new Set(own.map(key).filter(Boolean));
  return [...root.filter((d) => !overridden.has(key(d))), ...own];
}

/** The store's name, from the root loader's data: the one place every page title takes it from. */
export function storeNameOf(matches: ReadonlyArray<MatchWithMeta>): string | undefined {
  const data = matches.find((m) => m?.id === "root")?.loaderData as { store?: { name?: string } } | undefined;
  return data?.store?.name || undefined;
}

/**
 * The tags of the nearest layout above the page (React Router hands a layout without meta
 * its parent's), over which the page names its own: an area's layout says `noindex` once
 * for all its pages (account, checkout).
 */
export function withLayoutMeta(matches: ReadonlyArray<MatchWithMeta>, own: MetaDescriptor[]): MetaDescriptor[] {
  // The page's own match comes last, its meta still empty.
  const layout = [...matches].reverse().find((m) => m?.meta?.length)?.meta ?? [];
  const overridden = new Set(own.map(key).filter(Boolean));
  return [...layout.filter((d) => !overridden.has(key(d))), ...own];
}

/** A page's title in the store's style ("Page | Store"), over its layout's tags; `own` adds more. */
export function titleMeta(matches: ReadonlyArray<MatchWithMeta>, title: string | undefined, own: MetaDescriptor[] = []): MetaDescriptor[] {
  return withLayoutMeta(matches, [{ title: pageTitle(title, storeNameOf(matches)) }, ...own]);
}

export const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex" };

export interface PageSeo {
  title: string;
  description?: string;
  /** Absolute canonical and per-language URLs (from the loader: PUBLIC_URL is server-side). */
  urls?: { canonical: string; alternates: { ar: string; en: string } };
  /** Absolute image URL for link previews. */
  image?: string | null;
  /** Pages that should not be indexed (search results) but whose links may be followed. */
  noindex?: boolean;
}

/** A page's title, description, canonical, hreflang and preview tags, over the root's. */
export function pageMeta(matches: ReadonlyArray<MatchWithMeta>, seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return withRootMeta(matches, []);
  const title = pageTitle(seo.title, storeNameOf(matches));
  const own: MetaDescriptor[] = [{ title }, { property: "og:title", content: title }];
  if (seo.description) {
    own.push({ name: "description", content: seo.description }, { property: "og:description", content: seo.description });
  }
  if (seo.urls) {
    const { canonical, alternates } = seo.urls;
    own.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: alternates.ar },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: alternates.en },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: alternates.ar },
      { property: "og:url", content: canonical },
    );
  }
  if (seo.image) own.push({ property: "og:image", content: seo.image });
  if (seo.noindex) own.push({ name: "robots", content: "noindex, follow" });
  return withRootMeta(matches, own);
}

/** Plain text for a meta description: tags dropped, whitespace folded, cut at a word near 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
