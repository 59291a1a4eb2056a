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
 * The forms a term is looked for in: itself and, for an Arabic word with the article ال
 * (at least two letters after it), the word without it (الاحذيه also finds احذيه).
 */
export function termForms(term: string): string[] {
  return /^ال\p{L}{2}/u.test(term) ? [term, term.slice(2)] : [term];
}
