import { type ReactNode, useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { ownPathAction } from "~/lib/security/own-path";
import { usePageFlash } from "../hooks/use-page-flash";
import { useAutoClose } from "../hooks/use-auto-close";
import { JsFlag } from "../shell/js-flag";
import { Isolated, Percent } from "../text/isolated";
import { Sentence } from "../text/sentence";

/** A code, name or amount a message names keeps its own direction; a count stays a value for the plural. */
function isolatedParams(params: Record<string, unknown> | undefined) {
  const out: Record<string, ReactNode> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name !== "count" && typeof value === "string") out[name] = <Isolated>{value}</Isolated>;
    // A rate is a percentage: drawn as every other one (<Percent>).
    else if ((name === "rate" || name === "percent") && typeof value === "number") out[name] = <Percent value={value} />;
  }
  return out;
}

type Said = Pick<NonNullable<ReturnType<typeof usePageFlash>>, "type" | "key" | "params">;

export const toneOf = (flash: Said) => `notice--${flash.type === "error" ? "error" : flash.type === "success" ? "success" : "warning"}`;

/** A page message's words, with what it names kept in its own direction. */
export function FlashSentence({ flash }: { flash: Said }) {
  return <Sentence k={flash.key} slots={isolatedParams(flash.params)} values={flash.params} />;
}

export function FlashMessage() {
  const flash = usePageFlash();
  const undo = flash?.undo;
  // Success closes after 3 s with JavaScript (spec §8); without it, it stays until the next page. A message
  // that can be taken back stays until the shopper moves on: its "Undo" must not go before it is read (decision 101).
  const { open, hold } = useAutoClose(flash, flash?.type === "success" && !undo);
  const box = useRef<HTMLDivElement>(null);
  const undoing = useRef(false);
  // The pressed button went with its line (or with the undo): the focus goes to what the press answered, so a
  // screen reader reads it and the next Tab is its Undo, instead of being lost at the page's start.
  useEffect(() => {
    if (flash && (flash.undo || undoing.current)) box.current?.focus();
    undoing.current = false;
  }, [flash]);
  // A field's message (or an add to cart's, beside its button) is shown there, once, not here as well.
  if (!flash || !open || flash.field) return null;
  const tone = toneOf(flash);
  const message = <FlashSentence flash={flash} />;
  // Focusable from script only, to be given the focus as said above.
  const focusable = { ref: box, tabIndex: -1 };
  if (!undo) {
    return (
      <div className={`notice ${tone} flash`} role="status" {...focusable} {...hold}>
        {message}
      </div>
    );
  }
  // The message is the live region; its Undo sits beside it, outside, so it is not read out as part of it.
  return (
    <div className={`notice ${tone} flash-undo`} {...focusable} {...hold}>
      <p className="flash" role="status">
        {message}
      </p>
      <UndoForm fields={undo} onUndo={() => (undoing.current = true)} />
    </div>
  );
}

/** The message's "Undo": its fields posted back to the page's own action, as every other form of it posts. */
function UndoForm({ fields, onUndo }: { fields: Record<string, string | number>; onUndo: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // A second press while the first is on its way is the same undo: not sent again (the server guards as well).
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === String(fields.intent);
  return (
    <Form
      method="post"
      action={ownPathAction(pathname)}
      className="flash-undo__form"
      preventScrollReset
      onSubmit={(event) => {
        if (sending) event.preventDefault();
        else onUndo();
      }}
    >
      <JsFlag />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="flash-undo__button">
        {t("notice.undo")}
      </button>
    </Form>
  );
}
