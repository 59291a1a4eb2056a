/**
 * How shopper-typed text ("أحمد Hassan", "شارع 9 Road") is laid out inside a page of either
 * direction (decision 043): text in one script keeps its own direction; text mixing both is cut
 * into runs of one direction, laid out in the page's direction, so it reads in the order typed.
 */

export type Direction = "ltr" | "rtl";

export interface DirectionRun {
  /** The whitespace typed before this run (empty for the first). */
  space: string;
  /** Punctuation before and after the run's words ("(", "،"): drawn outside its isolate, in the text's flow. */
  lead: string;
  text: string;
  trail: string;
  /** Null for a run without letters (a house number, "301/5"). */
  dir: Direction | null;
}

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LTR_LETTER = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/u;

/** The direction of a word's first strong letter, or null for digits and punctuation. */
export function wordDirection(word: string): Direction | null {
  for (const ch of word) {
    if (RTL_LETTER.test(ch)) return "rtl";
    if (LTR_LETTER.test(ch)) return "ltr";
  }
  return null;
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * The language a shopper's text is written in, as far as its letters tell: Arabic letters only,
 * "ar"; Latin letters only, "en" (the store's two languages); both, neither or another script, null.
 * It marks a review or a name written in the other language than the page's (`lang`), so a screen
 * reader reads it with the right voice.
 */
export function textLang(text: string): "ar" | "en" | null {
  const arabic = ARABIC_LETTER.test(text);
  const latin = /[A-Za-z\u00C0-\u024F]/u.test(text);
  if (arabic && !latin && !/[\u0590-\u05FF]/u.test(text)) return "ar";
  if (latin && !RTL_LETTER.test(text)) return "en";
  return null;
}

/** `lang` for a shopper's text on a page in `pageLang`: set only where it differs from the page's. */
export function langIfOther(text: string, pageLang: string): "ar" | "en" | undefined {
  const lang = textLang(text);
  return lang && lang !== pageLang ? lang : undefined;
}

/** True when the text holds letters of both directions, the only case `dir="auto"` scrambles. */
export function isMixed(text: string): boolean {
  return RTL_LETTER.test(text) && LTR_LETTER.test(text);
}

/**
 * The text's runs: consecutive words of one direction. A number joins the words around it when
 * they share a direction ("شارع 9 عباس") and the words next to it at either end ("office 301 5",
 * "12 شقة"); between two directions ("شارع 9 Road") it stands alone, so no word crosses it.
 */
export function directionRuns(text: string): DirectionRun[] {
  const words = [...text.matchAll(/(\s*)(\S+)/gu)].map((m) => ({ space: m[1], text: m[2], dir: wordDirection(m[2]) }));
  const runs: DirectionRun[] = [];
  words.forEach((word, i) => {
    const last = runs.at(-1);
    const next = words.slice(i + 1).find((w) => w.dir !== null)?.dir ?? null;
    const leading = last && last.dir === null && runs.length === 1 && word.dir !== null;
    const joins =
      last && (leading || (last.dir === null ? word.dir === null : word.dir === last.dir || (word.dir === null && (next === null || next === last.dir))));
    if (!last || !joins) {
      runs.push({ ...word, lead: "", trail: "" });
      return;
    }
    last.text += word.space + word.text;
    if (leading) last.dir = word.dir;
  });
  // "Road،" on an Arabic page: the comma follows the run in the page's direction, not inside the Latin run's.
  return runs.map((run) => {
    const [, lead, text, trail] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(run.text) ?? ["", "", run.text, ""];
    return text ? { ...run, lead, text, trail } : run;
  });
}

/** Bracketed groups up to this many characters inside are kept on one line; longer ones may wrap so a card never spills at 320 px. */
export const SHORT_BRACKET = 16;

/**
 * A title cut at its short bracketed groups ("عطر (50 مل)" → ["عطر ", { whole: "(50 مل)" }]), so
 * each group is drawn unbroken: never "(50" at one line's end and "مل)" on the next.
 */
export function bracketGroups(text: string): Array<string | { whole: string }> {
  const out: Array<string | { whole: string }> = [];
  let at = 0;
  for (const m of text.matchAll(/[([{]([^()[\]{}]*)[)\]}]/gu)) {
    if (m[1]!.length > SHORT_BRACKET || !/\s/u.test(m[1]!)) continue;
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push({ whole: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
