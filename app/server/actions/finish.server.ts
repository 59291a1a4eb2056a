import { data, redirect } from "react-router";
import type { Flash } from "../session/data.server";
import type { RequestSession } from "../session/request-session.server";

/**
 * The end of a form action: the message goes into the session either way (the root loader
 * shows it); a no-JS form is redirected back (PRG, 303), a fetcher gets data and stays put.
 */
export function finish(session: RequestSession, formData: FormData, flash: Flash, to: string, status = 200) {
  // Messages may be the Store API's own text: kept short so the session cookie stays small.
  session.flash({ ...flash, key: flash.key.slice(0, 200) });
  // A fetcher's answer stays 200 so React Router revalidates and the root shows the message;
  // the outcome travels in the body.
  if (formData.get("js") === "1") return data({ ok: status < 400, flash });
  throw redirect(to, 303);
}
