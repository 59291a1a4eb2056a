import type { KeyboardEvent } from "react";
import type { SheetHistory } from "~/lib/shell/sheet-history";

/**
 * The listing's filter sheet with JavaScript (decision 072): the Filter chip opens the sheet's
 * <dialog> as a modal (the page behind it inert, Escape closes it), and closing it gives the
 * focus back to the chip. Without JavaScript the chip is a link to `#filters` and CSS shows the
 * same dialog as an overlay while it is the target.
 */
export const FILTER_SHEET_ID = "filters";
export const FILTER_CHIP_ID = "filters-chip";
/** The toolbar: where the sheet's close link returns without JavaScript. */
export const LISTING_ID = "listing";

let back: Promise<SheetHistory> | undefined;
/**
 * The phone's Back closes the open sheet (decision 097); one per page, the dialog found by its id. The history
 * helper is fetched at the first opening, as the menu drawer's is (the 130 KB budget); the steps run in their
 * order, as the module is one promise.
 */
function withSheetBack(step: (history: SheetHistory) => void) {
  back ??= import("~/lib/shell/sheet-history").then(({ sheetHistory }) =>
    sheetHistory(FILTER_SHEET_ID, () => {
      const dialog = document.getElementById(FILTER_SHEET_ID);
      if (dialog instanceof HTMLDialogElement) closeSheet(dialog);
    }),
  );
  void back.then(step);
}

export function openSheet(dialog: HTMLDialogElement) {
  if (dialog.matches(":modal")) return;
  // The dialog is rendered open (non-modal, the desktop column); showModal() refuses an open dialog. Dropping the
  // attribute, unlike close(), fires no close event, so the chip keeps no stale focus hand-back.
  dialog.removeAttribute("open");
  dialog.showModal();
  // Closed again before the helper came: no entry (a late history.back() would cancel a navigation begun meanwhile).
  withSheetBack((history) => {
    if (dialog.matches(":modal")) history.opened();
  });
}

export function closeSheet(dialog: HTMLDialogElement) {
  if (dialog.matches(":modal")) dialog.close();
}

/** Applying or clearing: the sheet closes and the listing's navigation follows its Back entry, which stays (the no-JS sheet's #filters entry stays too). */
export function closeSheetForNavigation(dialog: HTMLDialogElement) {
  withSheetBack((history) => history.leaving());
  closeSheet(dialog);
}

/**
 * Hydration while the sheet is the `#filters` target (the chip was tapped before the page was live): the
 * modal takes over, and the hash leaves the address so the target's overlay (CSS ignores it once hydrated)
 * and a later Back do not bring the sheet back. replaceState keeps the router's state; no loader runs.
 */
export function takeOverTarget(dialog: HTMLDialogElement) {
  // Fixed: shown as the phone's sheet (this runs before <html data-hydrated>); from 64rem it is the static column.
  if (window.location.hash !== `#${FILTER_SHEET_ID}` || getComputedStyle(dialog).position !== "fixed") return;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  openSheet(dialog);
}

/** After the modal closes (Escape, close, apply): open again as the hidden non-modal column, focus on the chip. */
export function onSheetClosed(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  withSheetBack((history) => history.closed());
  dialog.setAttribute("open", "");
  document.getElementById(FILTER_CHIP_ID)?.focus();
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), summary";

/** Tab from the last control comes back to the first (and Shift+Tab the other way) rather than leaving for the browser's own bar. */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.key !== "Tab" || !dialog.matches(":modal")) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
