import type { MetaDescriptor } from "react-router";

/** A page title in the store's style: "Page | Store". */
export function pageTitle(title: string | undefined, storeName: string | undefined): string {
  if (!title) return storeName ?? "";
  return storeName ? `${title} | ${storeName}` : title;
}

type MatchWithMeta = { id: string; meta?: MetaDescriptor[] } | undefined;

const key = (d: MetaDescriptor): string | undefined => {
  const r = d as Record<string, unknown>;
  if ("title" in r) return "title";
  if (typeof r.name === "string") return `name:${r.name}`;
  if (typeof r.property === "string") return `property:${r.property}`;
  if (r.tagName === "link" && r.rel === "canonical") return "canonical";
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
