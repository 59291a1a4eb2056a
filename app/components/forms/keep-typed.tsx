import { useEffect } from "react";

const KEY = "typed-before-switch";
const KEPT_TYPES = new Set(["text", "email", "tel", "search", "number", "url"]);
const CHOICE_TYPES = new Set(["radio", "checkbox"]);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Kept {
  path: string;
  y: number;
  /** A typed field's value, or a choice's checked state. */
  fields: Array<{ key: string; value: string } | { key: string; checked: boolean }>;
}

const isSwitcher = (form: HTMLFormElement) => form.classList.contains("switcher");

/** What a shopper can type, never a password, and only what differs from what the page was sent with. */
function typed(field: Element): field is Field {
  if (field instanceof HTMLInputElement) return KEPT_TYPES.has(field.type) && field.value !== field.defaultValue;
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return false;
}

/** A radio button or checkbox (a payment method, a gender), else null. */
function choice(field: Element): HTMLInputElement | null {
  return field instanceof HTMLInputElement && CHOICE_TYPES.has(field.type) ? field : null;
}
/** Whether the shopper changed a choice from how the page was sent. */
const chosen = (input: HTMLInputElement) => input.checked !== input.defaultChecked;

/** Each named field of the page's forms (the switchers' own aside), by form, name and order: the same in either language. */
function fields(): Map<string, Field> {
  const found = new Map<string, Field>();
  const forms = [...document.forms].filter((f) => !isSwitcher(f));
  forms.forEach((form, i) => {
    const seen = new Map<string, number>();
    for (const field of form.elements) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !field.name) continue;
      const n = seen.get(field.name) ?? 0;
      seen.set(field.name, n + 1);
      found.set(`${i}:${field.name}:${n}`, field);
    }
  });
  return found;
}

/** Keeps what was typed and the scroll position for the page's next load (a language or currency switch). */
export function keepTyped() {
  const kept: Kept = { path: location.pathname, y: Math.round(window.scrollY), fields: [] };
  for (const [key, field] of fields()) {
    const input = choice(field);
    if (input) {
      if (chosen(input)) kept.fields.push({ key, checked: input.checked });
    } else if (typed(field)) kept.fields.push({ key, value: field.value });
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the switch goes on, as without JavaScript.
  }
}

/** Puts a value in the way typing would, so React and the form library see it. */
function put(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

function restore() {
  let kept: Kept | null = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Kept | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!kept || kept.path !== location.pathname) return;
  const here = fields();
  for (const entry of kept.fields) {
    const field = here.get(entry.key);
    if (!field) continue;
    // Something the shopper typed or chose here already wins over what was kept.
    if ("checked" in entry) {
      // A click, as the shopper's own, so React and the form library see the choice.
      const input = choice(field);
      if (input && !chosen(input) && input.checked !== entry.checked) input.click();
    } else if (!typed(field)) put(field, entry.value);
  }
  if (kept.y > 0 && window.scrollY === 0) window.scrollTo(0, kept.y);
}

/**
 * The language and currency switchers load the page again (a GET form, so they work without
 * JavaScript). With it, what the shopper had typed in the page's other forms (never a password)
 * and where they had scrolled are kept for that load in this tab's session storage, put back, and
 * forgotten.
 */
export function KeepTyped() {
  useEffect(() => {
    restore();
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && isSwitcher(event.target)) keepTyped();
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
  return null;
}
