import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { sessionContext } from "~/server/context.server";
import { authApi } from "~/server/store-api/auth.server";
import { forgetRefreshResults } from "~/server/session/refresh.server";

export const handle = { i18n: ["auth"] };

/** POST only: logs out at the Store API, keeps the guest cart and checkout choices, lands on /login (spec §2). */
export async function action({ context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  if (session.signedIn) {
    const refreshToken = session.refreshToken;
    await authApi(context).logout();
    if (refreshToken) forgetRefreshResults(refreshToken);
  }
  session.signOut();
  session.flash({ type: "success", key: "auth.loggedOut" });
  throw redirect("/login", 303);
}

export function loader() {
  throw redirect("/", 303);
}
