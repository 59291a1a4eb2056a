/**
 * Search folding as the Store API folds (store-api/lib/search-text.ts, whose comment gives the
 * rules), for what the storefront matches itself: the suggestions' categories and brands
 * (decision 082). The wall between app/ and store-api/ (decision 069) keeps it a copy;
 * tests/unit/search-fold-agrees.test.ts keeps the two one rule.
 */

const REMOVE = /[\u064B-\u0652\u0670\u0640\u200B-\u200F\u061C\u2060\uFEFF\u00AD\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
const LETTERS: Record<string, string> = {
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ة: "ه",
  ى: "ي",
  "\u06CC": "ي", // Persian yeh
  "\u06A9": "ك", // keheh
};
const LETTER_RE = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Folds text for search comparison (see the module comment for the rules). */
export function foldSearchText(s: string): string {
  return s
    .normalize("NFKC")
    .replace(REMOVE, "")
    .replace(LETTER_RE, (c) => LETTERS[c] ?? c)
    .replace(DIGITS, (c) => String(c.charCodeAt(0) & 0xf))
    .toLowerCase()
    .replace(/[\s\u0085]+/g, " ")
    .trim();
}

/**
 * The words of folded text: every run of characters that are not letters, digits or marks
 * becomes one space, with one space before and after (`" t shirt navy m "`), so that LIKE
 * '% word %' finds a whole word and '% word%' a word start.
 */
export function wordsOf(folded: string): string {
  return ` ${folded.replace(/[^\p{L}\p{N}\p{M}]+/gu, " ").trim()} `.replace(/^ {2}$/, " ");
}

/** The stored search text of one field: folded, then its words. */
export function searchField(...parts: (string | null | undefined)[]): string {
  return wordsOf(foldSearchText(parts.filter(Boolean).join(" ")));
}

export const MAX_TERMS = 10;

/**
 * The terms of a query: the folded query split on spaces, each term reduced to its words
 * (`"T-shirt,"` → `"t shirt"`, consecutive words), repeats dropped, at most MAX_TERMS.
 * `null` when the query folds to nothing (only spaces, tashkeel, tatweel …): no query at all;
 * `[]` when nothing searchable is left (only punctuation or symbols): nothing can match.
 */
export function searchTerms(q: string): string[] | null {
  const folded = foldSearchText(q);
  if (!folded) return null;
  const terms: string[] = [];
  for (const raw of folded.split(" ")) {
    const term = wordsOf(raw).trim();
    if (term && !terms.includes(term)) terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * The forms a term is looked for in, the term itself first; each form is looked for inside the
 * stored words (LIKE '%form%'), so a shorter form also finds the longer words around it.
 * 1. an Arabic word with a joined و ب ك ف before the article (والسماعات, بالجلد) loses that
 *    letter; لل (ل + ال) becomes ال (للضوضاء → الضوضاء); a bare و is dropped only before four
 *    letters or more (وسماعات → سماعات, but وردي stays);
 * 2. the article ال (at least two letters after it) is dropped (الاحذيه also finds احذيه);
 * 3. a light stem: ات and ه (teh marbuta, folded) leave at least three letters, ون and ين at least
 *    four (سماعه and سماعات both look for سماع; ايفون keeps its ون); a Latin word loses a final
 *    s (laptops → laptop) but not ss;
 * 4. the words of SYNONYMS for the term or its stem (موبايل → هاتف …).
 * Product text is stored unstemmed, so none of this needs the stored columns recomputed.
 */
export function termForms(term: string): string[] {
  const forms = [term];
  const add = (form: string) => {
    if (form && !forms.includes(form)) forms.push(form);
  };
  let word = term;
  if (/^[وبكف]ال\p{L}{2}/u.test(word)) word = word.slice(1);
  else if (/^لل\p{L}{2}/u.test(word)) word = `ال${word.slice(2)}`;
  else if (/^و\p{L}{4}/u.test(word)) word = word.slice(1);
  add(word);
  if (/^ال\p{L}{2}/u.test(word)) word = word.slice(2);
  add(word);
  const stem = stemOf(word);
  add(stem);
  for (const w of [word, stem]) for (const synonym of SYNONYMS[w] ?? []) add(synonym);
  return forms;
}

/** An Arabic word without one plural or feminine ending, a Latin word without a plural s (see termForms). */
function stemOf(word: string): string {
  if (/^\p{Script=Arabic}+$/u.test(word)) {
    if (/^\p{L}{3,}ات$/u.test(word) || /^\p{L}{4,}(ون|ين)$/u.test(word)) return word.slice(0, -2);
    if (/^\p{L}{3,}ه$/u.test(word)) return word.slice(0, -1);
    return word;
  }
  return /^[a-z]{3,}[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * Everyday words for what the demo sells, folded, each with the catalogue's own words for it.
 * The Arabic catalogue words also serve English queries: every product's stored names hold both
 * languages, and an Arabic word cannot be found inside an unrelated English one (phone is inside
 * headphones, هاتف is inside no headphones' name).
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  موبايل: ["هاتف", "هواتف"],
  جوال: ["هاتف", "هواتف"],
  تليفون: ["هاتف", "هواتف"],
  تلفون: ["هاتف", "هواتف"],
  // The demo sells no iPhone: its smartphones are the nearest thing.
  ايفون: ["هاتف ذكي"],
  iphone: ["هاتف ذكي"],
  mobile: ["هاتف", "هواتف"],
  cellphone: ["هاتف", "هواتف"],
  لابتوب: ["حاسوب", "حواسيب"],
  لاب: ["حاسوب", "حواسيب"],
  كمبيوتر: ["حاسوب", "حواسيب"],
  notebook: ["laptop"],
  computer: ["laptop"],
};
