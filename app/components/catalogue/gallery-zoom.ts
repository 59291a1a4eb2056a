import type { SheetHistory } from "~/lib/shell/sheet-history";

/** Dialogs this module already looks after: a second open before it arrived is the same one. */
const watched = new WeakSet<HTMLDialogElement>();

/**
 * The open zoom dialog with JavaScript (decision 103), fetched at its first open: the picture, drawn at
 * 2.5 times its whole size by the stylesheet, starts with the point the shopper tapped on the gallery's
 * picture (`tap`; a keyboard's click, detail 0, has none: the picture's middle) in the middle of the screen.
 * A tap shows it whole, and a tap on the whole picture magnifies it again with the tapped point kept
 * under the finger. The phone's Back closes it (decision 097's history entry); closing it any way
 * undoes all this.
 */
export function zoomPan(dialog: HTMLDialogElement, tap: MouseEvent) {
  // Closed again before this module came: nothing to do.
  if (!dialog.open || watched.has(dialog)) return;
  watched.add(dialog);
  // Imported here rather than at the top, so the gallery's import names one file, not a list of them.
  const back = import("~/lib/shell/sheet-history").then(({ sheetHistory }): SheetHistory => {
    const entry = sheetHistory("zoom", () => dialog.close());
    // As the menu's (decision 097): the dialog as it is when the helper comes, no entry if already closed.
    if (dialog.open) entry.opened();
    return entry;
  });
  // Scrolls the dialog so that the picture's point (fx, fy, fractions of its size) is at the screen's (x, y).
  const place = (img: HTMLImageElement, fx: number, fy: number, x: number, y: number) => {
    const r = img.getBoundingClientRect();
    dialog.scrollBy(r.left + fx * r.width - x, r.top + fy * r.height - y);
  };
  const onClick = (event: MouseEvent) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement)) return;
    const r = img.getBoundingClientRect();
    const fx = (event.clientX - r.left) / r.width;
    const fy = (event.clientY - r.top) / r.height;
    img.toggleAttribute("data-whole");
    place(img, fx, fy, event.clientX, event.clientY);
  };
  dialog.addEventListener("click", onClick);
  dialog.addEventListener(
    "close",
    () => {
      watched.delete(dialog);
      dialog.removeEventListener("click", onClick);
      // Closed in place (✕, Escape): its history entry goes too (after Back, there is none left to drop).
      void back.then((entry) => entry.closed());
    },
    { once: true },
  );
  // The gallery's picture stays where it was under the modal dialog; the opened one is drawn by the next frame.
  const from = (tap.target as Element).getBoundingClientRect();
  const [fx, fy] = tap.detail ? [(tap.clientX - from.left) / from.width, (tap.clientY - from.top) / from.height] : [0.5, 0.5];
  requestAnimationFrame(() => {
    const img = dialog.querySelector("img");
    if (img) place(img, fx, fy, innerWidth / 2, innerHeight / 2);
  });
}
