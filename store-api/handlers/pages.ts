import { asc, eq } from "drizzle-orm";
import type { Page } from "../contract.ts";
import { pages } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { ApiError } from "../lib/errors.ts";
import { type Lang, messages } from "../lib/lang.ts";

type PageRow = typeof pages.$inferSelect;

export function pageFromRow(r: PageRow, lang: Lang): Page {
  return {
    id: r.id,
    slug: r.slug,
    title: lang === "en" ? r.title_en : r.title_ar,
    content: lang === "en" ? r.content_en : r.content_ar,
    image: r.image,
    is_featured: r.is_featured ? 1 : 0,
  };
}

export async function listPages(db: Database, lang: Lang): Promise<Page[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.sort), asc(pages.id));
  return rows.map((r) => pageFromRow(r, lang));
}

export async function getPage(db: Database, slug: string, lang: Lang): Promise<Page> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  if (!row) throw new ApiError(404, messages.pageNotFound);
  return pageFromRow(row, lang);
}
