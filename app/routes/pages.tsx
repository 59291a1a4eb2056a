import { SmartLink } from "~/components/shell/smart-link";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/pages";
import { languageContext } from "~/server/context.server";
import { getStore } from "~/server/store-api/request.server";
import { sanitizeStoreHtml } from "~/server/store-api/sanitize.server";
import { titleMeta } from "~/lib/shell/meta";
import { notFound } from "~/server/http/errors.server";
import { sharedForAnonymous } from "~/server/http/cache-policy.server";

// The same page for every anonymous visitor: any cache may keep it (decision 085).
export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const store = getStore(context);
  if (!params.page) {
    const pages = await store.pages();
    return { kind: "list" as const, title: i18n.t("pages.title"), pages: pages ?? [] };
  }
  // Slugs are short words; anything else cannot exist upstream, so skip the call.
  if (!/^[\w-]{1,100}$/.test(params.page)) throw notFound("errors.pageMissing");
  const page = await store.page(params.page);
  return {
    kind: "page" as const,
    title: page.title,
    page: { ...page, content: sanitizeStoreHtml(page.content ?? "") },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.kind === "list") {
    return (
      <section>
        <h1>{loaderData.title}</h1>
        {loaderData.pages.length === 0 ? (
          <p>{t("pages.empty")}</p>
        ) : (
          <ul>
            {loaderData.pages.map((p) => (
              <li key={p.id}>
                <SmartLink to={`/pages/${encodeURIComponent(p.slug)}`}>{p.title}</SmartLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  return (
    <article className="prose">
      <h1>{loaderData.page.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.page.content }} />
    </article>
  );
}
