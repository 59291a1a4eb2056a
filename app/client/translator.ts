/**
 * The browser's translator (decision record 046): what this app asks of i18next, in a few hundred
 * bytes instead of i18next's 16 KB gz. It reads the same namespace files, one chunk each, and
 * answers like i18next with our settings: every key lives in one namespace (so a key is looked
 * up in each loaded namespace in turn), `{{name}}` is replaced without escaping (React escapes),
 * a variable not passed stays as written, `count` picks the plural form (`_zero` first when
 * count is 0, then the language's rule) and a missing key answers itself. The server keeps
 * i18next (app/server/i18n.server.ts); tests/unit/translator.test.ts holds the two to the
 * same answers.
 */
import type { Lang } from "~/lib/i18n";
import type { Namespace } from "~/lib/i18n-namespaces";

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

function lookup(tree: Translations | undefined, key: string): string | undefined {
  let node: string | Translations | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A `{{variable}}` as i18next writes it with our settings; the server's compiled translator splits on the same. */
export const VARIABLE = /\{\{-?\s*([^}]+?)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(VARIABLE, (written, name: string) => {
    if (!Object.hasOwn(options, name)) return written;
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

export function createTranslator(language: Lang, load: Load, onMissing?: (key: string) => void): Translator {
  const store = new Map<Namespace, Translations>();
  const pending = new Map<Namespace, Promise<void>>();
  const batches = new Map<string, Promise<void>>();
  const plurals = new Intl.PluralRules(language);

  const find = (key: string): string | undefined => {
    for (const tree of store.values()) {
      const found = lookup(tree, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const loadOne = (ns: Namespace): Promise<void> => {
    let promise = pending.get(ns);
    if (!promise) {
      promise = load(language, ns).then(
        (tree) => void store.set(ns, tree),
        (error: unknown) => {
          pending.delete(ns);
          throw error;
        },
      );
      pending.set(ns, promise);
    }
    return promise;
  };

  return {
    language,
    t(key, options) {
      const count = options?.count;
      let text: string | undefined;
      if (typeof count === "number") {
        text = (count === 0 ? find(`${key}_zero`) : undefined) ?? find(`${key}_${plurals.select(count)}`);
      }
      text ??= find(key);
      if (text !== undefined) return interpolate(text, options);
      onMissing?.(key);
      return key;
    },
    exists: (key) => find(key) !== undefined,
    hasLoaded: (namespaces) => namespaces.every((ns) => store.has(ns)),
    loadNamespaces(namespaces) {
      const missing = [...new Set(namespaces)].filter((ns) => !store.has(ns)).sort();
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
