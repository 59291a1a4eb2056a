import { redirect, type RouterContextProvider } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { FavouriteSchema } from "~/lib/schemas/forms/favourites";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { loginUrl } from "~/lib/security/sign-in-urls";
import { GENERAL_ERROR, STALE_FORM } from "~/lib/shell/messages";
import { sessionContext } from "../context.server";
import { favouritesApi, PENDING_FAVOURITE_SECONDS } from "../store-api/favourites.server";
import { finish } from "./finish.server";
import { isStoreApiError } from "../store-api/client.server";
import { log } from "../observe/log.server";
import { quotedName } from "~/lib/text/quoted-name";

const FAVOURITES_PAGE = "/account/favourites";

/**
 * The favourite toggle of cards, product pages and /account/favourites. A guest is sent to
 * sign in and comes back to the product's page; the favourite waits in the session and is
 * saved by the sign-in (or registration) itself.
 */
export async function favouriteAction(request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = safeRedirect(formData.get("redirectTo"), FAVOURITES_PAGE);
  const submission = parseWithZod(formData, { schema: FavouriteSchema });
  if (submission.status !== "success") return finish(session, formData, { type: "error", key: STALE_FORM }, back, 400);
  const { intent, product_id, product } = submission.value;

  if (!session.signedIn) {
    if (intent === "favourite") session.setPendingFavourite(product_id, PENDING_FAVOURITE_SECONDS);
    session.flash({ type: "info", key: "favourites.signInFirst" });
    // A fetcher follows this redirect too, so with JavaScript the shopper lands on the sign-in page as well.
    throw redirect(loginUrl(safeRedirect(product, back)), 303);
  }

  const favourites = favouritesApi(context);
  const onList = new URL(back, "http://x").pathname === FAVOURITES_PAGE;
  // The list the shopper is looking at is the customer cache's (decision 086): its name costs no call.
  const name = intent === "unfavourite" && onList ? await favouriteName(favourites, product_id) : null;
  try {
    if (intent === "favourite") await favourites.add(product_id);
    else await favourites.remove(product_id);
  } catch (error) {
    const refused = isStoreApiError(error) && error.status < 500;
    log(refused ? "warn" : "error", "Favourite not changed", { intent, productId: product_id, error: String(error) });
    // A refusal in our words; anything else is the spec's generic sentence.
    return finish(session, formData, { type: "error", key: refused ? "favourites.failed" : GENERAL_ERROR }, back, refused ? error.status : 502);
  }
  if (intent === "favourite") {
    // On the list a save is its message's Undo: it names what came back, as the cart's does (decision 101).
    const restored = onList ? await favouriteName(favourites, product_id) : null;
    const said = restored ? { key: "favourites.restored", params: { name: quotedName(restored) } } : { key: "favourites.added" };
    return finish(session, formData, { type: "success", ...said }, back);
  }
  // Removed from the list itself, where the product leaves the page: the message can put it back (decision 101).
  // Elsewhere the heart stays in place and is its own way back. Asking for "favourite" twice saves it once.
  const undo = onList ? { undo: { intent: "favourite", product_id } } : {};
  const said = name ? { key: "favourites.removedNamed", params: { name: quotedName(name) } } : { key: "favourites.removed" };
  return finish(session, formData, { type: "success", ...said, ...undo }, back);
}

/** The name the list shows for a favourite, or null (not on it, or the list could not be read: the message goes unnamed). */
async function favouriteName(favourites: ReturnType<typeof favouritesApi>, productId: number): Promise<string | null> {
  try {
    return (await favourites.list()).find((p) => p.id === productId)?.name ?? null;
  } catch {
    return null;
  }
}
