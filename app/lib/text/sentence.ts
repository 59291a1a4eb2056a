/**
 * Splits a translated sentence around its placeholders so each interpolated fragment can be
 * rendered as its own element (an isolated amount, name or code) instead of as bare text that
 * the bidi algorithm would reorder with the words around it.
 */

/** U+2063 INVISIBLE SEPARATOR: never typed in a translation, so it cannot clash with its text. */
const MARK = "\u2063";

/** What is interpolated in place of a slot, to be found again by splitSentence. */
export const slotMarker = (name: string) => `${MARK}${name}${MARK}`;

export type SentencePart = string | { slot: string };

/** The sentence as text runs and slots, in order; empty runs are left out. */
export function splitSentence(text: string, slots: readonly string[]): SentencePart[] {
  const pieces = text.split(MARK);
  // An odd number of marks means no marker pair: the text is plain.
  if (pieces.length % 2 === 0) return text ? [text] : [];
  const out: SentencePart[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 1 && slots.includes(piece)) out.push({ slot: piece });
    else if (piece) {
      const last = out.at(-1);
      if (typeof last === "string") out[out.length - 1] = last + piece;
      else out.push(piece);
    }
  });
  return out;
}
