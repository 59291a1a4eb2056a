import { Suspense } from "react";
import { Await, Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";
import { getStore } from "~/server/store.server";
import { languageContext, bootstrapContext } from "~/server/context.server";
import { pageTitle, withRootMeta } from "~/lib/meta";

export async function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const { settings } = context.get(bootstrapContext);
  const store = getStore(context);
  // The page lives without featured pages: a failure or a slow answer only hides that section.
  const featuredPages = store
    .pages({ optional: true })
    .then((pages) => (pages ?? []).filter((p) => Number(p.is_featured) === 1));
  return {
    title: i18n.t("home.title"),
    storeName: settings.name ?? "",
    featuredPages,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return withRootMeta(matches, [{ title: pageTitle(undefined, data?.storeName) }]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <h1>{t("home.welcome", { name: loaderData.storeName })}</h1>
        <p>{t("home.intro")}</p>
        <p>{t("home.shippingDays")}</p>
      </section>
      <Suspense fallback={<FeaturedPagesSkeleton />}>
        <Await resolve={loaderData.featuredPages} errorElement={null}>
          {(pages) =>
            pages.length > 0 ? (
              <section aria-labelledby="featured-pages">
                <h2 id="featured-pages">{t("home.featuredPages")}</h2>
                <ul className="card-grid">
                  {pages.map((page) => (
                    <li key={page.id} className="card">
                      <h3>{page.title}</h3>
                      <Link to={`/pages/${encodeURIComponent(page.slug)}`} prefetch="intent">
                        {t("home.readMore")}
                        <span className="visually-hidden">: {page.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null
          }
        </Await>
      </Suspense>
    </>
  );
}

function FeaturedPagesSkeleton() {
  return (
    <div className="card-grid" aria-hidden="true">
      <div className="skeleton" />
      <div className="skeleton" />
    </div>
  );
}
