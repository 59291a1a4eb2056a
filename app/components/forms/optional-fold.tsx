import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A form's optional fields folded under one line (registration, decision 102). Open from the start when
 * one of them holds a value or was refused, so a refused form without JavaScript opens on its problem
 * (decision 047). With JavaScript, each send that leaves one of them refused opens it again (the shopper
 * may have folded it over the field's message) and gives that field the focus the form's check could not
 * give a folded field, unless a refused field before it has it. The open state follows the shopper's toggle.
 */
export function OptionalFold({ summary, filled, refused, children }: { summary: ReactNode; filled: boolean; refused: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(filled || refused);
  const [sends, setSends] = useState(0);
  const [wasRefused, setWasRefused] = useState(refused);
  // A refusal that comes with an answer (not from a send in this page) opens it too.
  if (refused !== wasRefused) {
    setWasRefused(refused);
    if (refused) setOpen(true);
  }
  useEffect(() => {
    const form = ref.current?.closest("form");
    const count = () => setSends((n) => n + 1);
    form?.addEventListener("submit", count);
    return () => form?.removeEventListener("submit", count);
  }, []);
  // After the render the send caused: the form's check has marked its refused fields by then.
  useEffect(() => {
    const fold = ref.current;
    const invalid = fold?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (!sends || !fold || !invalid) return;
    // Opened here and now (its toggle event brings the state along): a field in a closed `<details>` takes no focus.
    fold.open = true;
    const active = document.activeElement;
    if (active?.getAttribute("aria-invalid") === "true" && !fold.contains(active)) return;
    invalid.focus();
  }, [sends]);
  return (
    <details ref={ref} className="form-fold" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      <div className="stack">{children}</div>
    </details>
  );
}
