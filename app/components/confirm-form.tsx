import { useEffect, useRef } from "react";
import { Form, type FormProps } from "react-router";

const CONFIRM_ID = "confirm";

/** The link that asks for a confirmation ends here, so the page opens at it (with or without JavaScript). */
export const toConfirm = (url: string) => `${url}#${CONFIRM_ID}`;

/**
 * A confirmation the shopper asked for with a link (`?remove=`, `?delete=`, `?empty=`). On a phone it can
 * sit a screen below where the tap was; the link's `#confirm` scrolls it into view, and with JavaScript it
 * also takes the focus, so a screen reader reads its question and the next Tab is its button.
 */
export function ConfirmForm(props: Omit<FormProps, "id" | "tabIndex">) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <Form ref={ref} id={CONFIRM_ID} tabIndex={-1} {...props} />;
}
