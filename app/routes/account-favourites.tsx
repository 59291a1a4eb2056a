import { Link, useFetchers } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-favourites";
import { toCardProducts } from "~/lib/catalogue/card-product";
import { titleMeta } from "~/lib/shell/meta";
import { languageContext } from "~/server/context.server";
import { favouriteAction } from "~/server/actions/favourite-action.server";
import { favouritesApi } from "~/server/store-api/favourites.server";
import { ProductCard } from "~/components/catalogue/product-card";

export const handle = { i18n: ["favourites", "address", "checkout", "catalogue"] };

export async function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const products = await favouritesApi(context).list();
  return {
    title: i18n.t("account.titles.favourites"),
    products: toCardProducts(products),
    // A private page, so each add-to-cart form can carry its own key (a repeated submit adds once).
    addKeys: Object.fromEntries(products.map((p) => [p.id, `fav:${crypto.randomUUID()}`])) as Record<number, string>,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

/** Every favourite toggle on the site posts here, signed in or not (guests are sent to sign in). */
export function action({ request, context }: Route.ActionArgs) {
  return favouriteAction(request, context);
}

export default function AccountFavourites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, addKeys } = loaderData;
  // Removed with JavaScript: gone from the list at once.
  const leaving = new Set(
    useFetchers()
      .filter((f) => f.formData?.get("intent") === "unfavourite")
      .map((f) => Number(f.formData?.get("product_id"))),
  );
  const shown = products.filter((p) => !leaving.has(p.id));
  return (
    <section className="favourites">
      <h1>{t("account.titles.favourites")}</h1>
      {shown.length === 0 ? (
        <>
          <p>{t("favourites.empty")}</p>
          <Link to="/search" className="button">
            {t("favourites.browse")}
          </Link>
        </>
      ) : (
        <>
          <p>{t("favourites.intro")}</p>
          <ul className="product-list product-list--grid">
            {shown.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} preset="full-option" addKey={addKeys[p.id]} headingLevel={2} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
