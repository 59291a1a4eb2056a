import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { JsFlag } from "../shell/js-flag";
import { NO_DISCOVERY } from "../shell/no-discovery";
import { useRootData } from "../hooks/use-root-data";
import { guestFavouriteHref } from "~/lib/catalogue/guest-favourite";

/**
 * Adds or removes a favourite: a POST to /account/favourites asking for the new state (so a
 * repeated submit changes nothing). With JavaScript a fetcher posts and the heart changes at
 * once; without it the action redirects back here with a message. A guest's press leads to
 * the sign-in page and back to the page it was pressed on (a listing stays a listing). Guests always see the empty heart (the Store API
 * answers is_favourite 0 for them), so a guest's heart is a plain link to the sign-in page that
 * names the product (decision record 048): a document navigation with or without JavaScript,
 * whose middleware keeps the favourite for after sign-in; about 210 bytes a card less than a form.
 */
export function FavouriteToggle({
  productId,
  name,
  path,
  isFavourite,
  className,
}: {
  productId: number;
  name: string;
  path: string;
  isFavourite: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const guest = useRootData()?.signedIn === false;
  const fetcher = useFetcher();
  const location = useLocation();
  const asked = fetcher.formData?.get("intent");
  const on = asked ? asked === "favourite" : isFavourite;
  if (guest && !on) {
    // Not a <Link>: the sign-in route's middleware answers with a redirect that sets the session's flash.
    return (
      <a
        href={guestFavouriteHref(`${location.pathname}${location.search}`, productId)}
        className={`favourite favourite__button${className ? ` ${className}` : ""}`}
      >
        <span aria-hidden="true">♡</span>
        <span className="visually-hidden">{t("favourites.add", { name })}</span>
      </a>
    );
  }
  return (
    <fetcher.Form method="post" action="/account/favourites" className={className ? `favourite ${className}` : "favourite"} {...NO_DISCOVERY}>
      <JsFlag />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="product" value={path} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        name="intent"
        value={on ? "unfavourite" : "favourite"}
        className={on ? "favourite__button favourite__button--on" : "favourite__button"}
        aria-label={t(on ? "favourites.remove" : "favourites.add", { name })}
      >
        <span aria-hidden="true">{on ? "♥" : "♡"}</span>
      </button>
    </fetcher.Form>
  );
}
