import { useEffect, useRef } from "react";
import { Form, type FormProps, useLocation } from "react-router";
import { ownPathAction } from "~/lib/security/own-path";

const CONFIRM_ID = "confirm";

/** The link that asks for a confirmation ends here, so the page opens at it (with or without JavaScript). */
export const toConfirm = (url: string) => `${url}#${CONFIRM_ID}`;

/**
 * A confirmation the shopper asked for with a link (`?remove=`, `?delete=`, `?empty=`). On a phone it can
 * sit a screen below where the tap was; the link's `#confirm` scrolls it into view, and with JavaScript it
 * also takes the focus, so a screen reader reads its question and the next Tab is its button.
 * It posts to the page's own path, not to the confirming URL (the default action, `?remove=` and all):
 * with JavaScript the router stays on the action's URL, and a spent confirmation must not be reloaded or
 * shared. Without it, the action's 303 leads back to the page anyway.
 */
export function ConfirmForm(props: Omit<FormProps, "id" | "tabIndex" | "action">) {
  const ref = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();
  useEffect(() => ref.current?.focus(), []);
  return <Form ref={ref} id={CONFIRM_ID} tabIndex={-1} action={ownPathAction(pathname)} {...props} />;
}
