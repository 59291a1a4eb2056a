import type { Route } from "./+types/about";
import { bootstrapContext, languageContext } from "~/server/context.server";
import { sanitizeStoreHtml } from "~/server/store-api/sanitize.server";
import { titleMeta } from "~/lib/shell/meta";
import { sharedForAnonymous } from "~/server/http/cache-policy.server";

// The same page for every anonymous visitor: any cache may keep it (decision 085).
export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous];

export function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const { settings } = context.get(bootstrapContext);
  return {
    title: i18n.t("about.title"),
    html: sanitizeStoreHtml(String(settings.about ?? "")),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <article className="prose">
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
