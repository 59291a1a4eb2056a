/**
 * What server rendering translates with (decision record 049): the browser's translator's
 * answers (app/client/translator.ts, decision 046), compiled once per language from every
 * namespace. Every key is one `Map` look-up and a text's `{{variables}}` are split once, where
 * i18next's `t` resolves options, namespaces, plurals and nesting on every call and
 * react-i18next copies the i18n instance's property descriptors for every `useTranslation` of a
 * render. Loaders and middleware keep i18next (`languageContext`); what a component sees is
 * the same `Translator` as in the browser, served by app/client/react-i18next.tsx on both sides
 * (vite.config.ts). tests hold it to i18next's answers on every key (translator.server.test.ts).
 */
import type { Lang } from "~/lib/i18n";
import { type TOptions, type Translations, type Translator, VARIABLE } from "~/client/translator";

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

/** A translator holding every namespace of `language` (`trees`: one per namespace, keys unique across them). */
export function compileTranslator(language: Lang, trees: readonly Translations[]): Translator {
  const texts = new Map<string, Compiled>();
  for (const tree of trees) flatten(tree, texts);
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
  const done = Promise.resolve();
  return {
    language,
    t(key, options) {
      let text: Compiled | undefined;
      const count = options?.count;
      if (typeof count === "number") text = (count === 0 ? texts.get(`${key}_zero`) : undefined) ?? texts.get(key + suffix(count));
      text ??= texts.get(key);
      if (text !== undefined) return render(text, options);
      // i18next's answer for a missing key: the caller's default, else the key itself.
      const fallback = options?.defaultValue;
      return typeof fallback === "string" ? render(compile(fallback), options) : key;
    },
    exists: (key) => texts.has(key),
    hasLoaded: () => true,
    loadNamespaces: () => done,
  };
}
