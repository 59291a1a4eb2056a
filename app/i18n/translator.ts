/**
 * The app's one translator (decision record 070): server rendering, loaders, middleware and the
 * browser all translate with it. It answers as i18next does with our settings (i18next is its test
 * oracle, translator.test.ts), and does only what the app asks of i18next: every key lives in one
 * namespace, `{{name}}` is replaced without escaping (React escapes), a variable not passed stays as
 * written, `count` picks the plural form (`_zero` first when count is 0, then the language's rule),
 * and a missing key answers the caller's `defaultValue`, else itself.
 *
 * Why not i18next itself: in the browser it and react-i18next cost ~17 KB gz a page, past the
 * JavaScript budget; on the server its `t` and react-i18next's `useTranslation` were ~17% of a cart
 * render (decision record 049). Each loaded text is split once into its parts, so a key is one `Map`
 * look-up and its variables one pass.
 */
import type { Lang } from "~/lib/text/i18n";
import type { Namespace } from "~/lib/text/i18n-namespaces";

export type Translations = { [key: string]: string | Translations };
export type TOptions = Record<string, unknown> & { count?: number };
export type Load = (lng: Lang, ns: Namespace) => Promise<Translations>;

export interface Translator {
  readonly language: Lang;
  t(key: string, options?: TOptions): string;
  exists(key: string): boolean;
  hasLoaded(namespaces: readonly Namespace[]): boolean;
  /** Resolves when every namespace is in; the same promise for the same missing set, so React can suspend on it. */
  loadNamespaces(namespaces: readonly Namespace[]): Promise<void>;
}

export interface TranslatorOptions {
  /** Namespaces held from the start (the server holds every one). */
  loaded?: Partial<Record<Namespace, Translations>>;
  /** Fetches a namespace not held yet (the browser: one chunk each). */
  load?: Load;
  /** Told of each key looked up and not found (development only). */
  onMissing?: (key: string) => void;
}

/** A `{{variable}}` as i18next writes it with our settings (`{{- name}}` too). */
const VARIABLE = /\{\{-?\s*([^}]+?)\s*\}\}/g;

/** A text with variables, split once: literal, name, literal, name, …, literal (odd indexes are names). */
type Compiled = string | { parts: string[]; written: string[] };

function compile(text: string): Compiled {
  if (!text.includes("{{")) return text;
  const parts: string[] = [];
  const written: string[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    parts.push(text.slice(last, match.index), match[1] as string);
    written.push(match[0]);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return { parts, written };
}

function render(text: Compiled, options: TOptions | undefined): string {
  if (typeof text === "string") return text;
  const { parts, written } = text;
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    if (options && Object.hasOwn(options, name)) {
      const value = options[name];
      out += value === undefined || value === null ? "" : String(value);
    } else out += written[(i - 1) / 2];
    out += parts[i + 1];
  }
  return out;
}

function flatten(tree: Translations, into: Map<string, Compiled>, prefix = "") {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into.set(prefix + key, compile(value));
    else flatten(value, into, `${prefix}${key}.`);
  }
}

export function createTranslator(language: Lang, { loaded = {}, load, onMissing }: TranslatorOptions = {}): Translator {
  const texts = new Map<string, Compiled>();
  const held = new Set<Namespace>();
  const add = (ns: Namespace, tree: Translations) => {
    flatten(tree, texts);
    held.add(ns);
  };
  for (const [ns, tree] of Object.entries(loaded) as [Namespace, Translations][]) add(ns, tree);

  const pending = new Map<Namespace, Promise<void>>();
  const batches = new Map<string, Promise<void>>();
  const loadOne = (ns: Namespace): Promise<void> => {
    let promise = pending.get(ns);
    if (!promise) {
      if (!load) return Promise.reject(new Error(`namespace ${ns} is not loaded`));
      promise = load(language, ns).then(
        (tree) => add(ns, tree),
        (error: unknown) => {
          pending.delete(ns);
          throw error;
        },
      );
      pending.set(ns, promise);
    }
    return promise;
  };

  const plurals = new Intl.PluralRules(language);
  // The suffix of each count met so far (counts on a page are few and small).
  const suffixes = new Map<number, string>();
  const suffix = (count: number) => {
    let s = suffixes.get(count);
    if (s === undefined) {
      s = `_${plurals.select(count)}`;
      if (suffixes.size < 1000) suffixes.set(count, s);
    }
    return s;
  };

  return {
    language,
    t(key, options) {
      let text: Compiled | undefined;
      const count = options?.count;
      if (typeof count === "number") text = (count === 0 ? texts.get(`${key}_zero`) : undefined) ?? texts.get(key + suffix(count));
      text ??= texts.get(key);
      if (text !== undefined) return render(text, options);
      onMissing?.(key);
      const fallback = options?.defaultValue;
      return typeof fallback === "string" ? render(compile(fallback), options) : key;
    },
    exists: (key) => texts.has(key),
    hasLoaded: (namespaces) => namespaces.every((ns) => held.has(ns)),
    loadNamespaces(namespaces) {
      const missing = [...new Set(namespaces)].filter((ns) => !held.has(ns)).sort();
      if (missing.length === 0) return Promise.resolve();
      const id = missing.join(" ");
      let batch = batches.get(id);
      if (!batch) {
        batch = Promise.all(missing.map(loadOne)).then(
          () => void batches.delete(id),
          (error: unknown) => {
            batches.delete(id);
            throw error;
          },
        );
        batches.set(id, batch);
      }
      return batch;
    },
  };
}
