/**
 * Translations are split into namespaces, one per file under app/locales/{ar,en}/. The
 * server holds them all; the browser downloads only the ones a page needs: those every page
 * shows (the shell), those its routes declare in `handle.i18n` (remix-i18next's convention), and
 * the one of a flash message's key. Keys keep their top-level names, so t(cart.title) is found
 * in whichever namespace holds it (app/i18n/translator.ts); each top-level key lives in exactly one namespace
 * (tests/unit/i18n-namespaces.test.ts holds this map to the files, and every route's words to its
 * declared namespaces).
 */
export const NAMESPACES = [
  "shell",
  "shell-extras",
  "errors",
  "templates",
  "validation",
  "account",
  "address",
  "auth",
  "cart",
  "catalogue",
  "checkout",
  "favourites",
  "orders",
  "operator",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the header, footer, newsletter form, error pages and notices of every page need. */
export const SHELL_NAMESPACES: readonly Namespace[] = ["shell", "shell-extras", "errors", "templates", "validation"];

/** The namespace of each top-level key. */
export const KEY_NAMESPACE: Readonly<Record<string, Namespace>> = {
  nav: "shell",
  footer: "shell",
  currency: "shell",
  home: "shell",
  pages: "shell",
  about: "shell",
  loading: "shell-extras",
  notice: "shell-extras",
  operator: "operator",
  errors: "errors",
  serverErrors: "errors",
  templates: "templates",
  validation: "validation",
  account: "account",
  address: "address",
  auth: "auth",
  cart: "cart",
  money: "cart",
  cartErrors: "cart",
  catalogue: "catalogue",
  checkout: "checkout",
  favourites: "favourites",
  reviews: "favourites",
  quickAdd: "favourites",
  orders: "orders",
};

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (NAMESPACES as readonly string[]).includes(value);
}

/** The namespace a translation key lives in, if it is one of ours. */
export function namespaceOfKey(key: string | undefined): Namespace | undefined {
  return key ? KEY_NAMESPACE[key.split(".", 1)[0] as string] : undefined;
}

/** A route's `handle.i18n` (a namespace or a list of them), ignoring anything else. */
export function declaredNamespaces(handle: unknown): Namespace[] {
  const declared = (handle as { i18n?: unknown } | undefined)?.i18n;
  const list = Array.isArray(declared) ? declared : [declared];
  return list.filter(isNamespace);
}

/** Everything one page needs: the shell's, its routes' and the namespaces of the keys it shows from data. */
export function pageNamespaces(handles: readonly unknown[], keys: readonly (string | undefined)[] = []): Namespace[] {
  const wanted = new Set<Namespace>(SHELL_NAMESPACES);
  for (const handle of handles) for (const ns of declaredNamespaces(handle)) wanted.add(ns);
  for (const key of keys) {
    const ns = namespaceOfKey(key);
    if (ns) wanted.add(ns);
  }
  return NAMESPACES.filter((ns) => wanted.has(ns));
}
