/** Bootstrap, content pages and currencies. */
import { createRoute, z } from "@hono/zod-openapi";
import { Bootstrap, Currency, ErrorBody, Page, dataOf, listOf } from "../contract.ts";
import { getBootstrap } from "../handlers/bootstrap.ts";
import { listCurrencies } from "../handlers/currency.ts";
import { getPage, listPages } from "../handlers/pages.ts";
import { type ApiApp, LangHeaders } from "./env.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

const bootstrapRoute = createRoute({
  method: "get",
  path: "/bootstrap",
  tags: ["content"],
  summary: "Store settings and menus",
  request: { headers: LangHeaders },
  responses: { 200: json(Bootstrap, "Settings and header/footer menus") },
});

const pagesRoute = createRoute({
  method: "get",
  path: "/store/pages",
  tags: ["content"],
  summary: "Content pages",
  request: { headers: LangHeaders },
  responses: { 200: json(listOf(Page), "All pages") },
});

const pageRoute = createRoute({
  method: "get",
  path: "/store/pages/{slug}",
  tags: ["content"],
  summary: "One content page",
  request: {
    headers: LangHeaders,
    params: z.object({ slug: z.string().min(1).max(200).openapi({ example: "about" }) }),
  },
  responses: {
    200: json(dataOf(Page), "The page"),
    404: json(ErrorBody, "No such page"),
  },
});

const currencyRoute = createRoute({
  method: "get",
  path: "/store/currency",
  tags: ["content"],
  summary: "Currencies (exactly one is_local = 1)",
  request: { headers: LangHeaders },
  responses: { 200: json(listOf(Currency), "All currencies") },
});

export function registerContentRoutes(app: ApiApp): void {
  app.openapi(bootstrapRoute, async (c) => c.json(await getBootstrap(c.get("db"), c.get("lang")), 200));
  app.openapi(pagesRoute, async (c) => c.json({ data: await listPages(c.get("db"), c.get("lang")) }, 200));
  app.openapi(pageRoute, async (c) => c.json({ data: await getPage(c.get("db"), c.req.valid("param").slug, c.get("lang")) }, 200));
  app.openapi(currencyRoute, async (c) => c.json({ data: await listCurrencies(c.get("db"), c.get("lang")) }, 200));
}
