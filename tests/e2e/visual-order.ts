import { expect, type Locator } from "@playwright/test";

/** A word as drawn: its horizontal centre and the top of its line box. */
export interface DrawnWord {
  word: string;
  x: number;
  top: number;
}

/**
 * Each word inside the element, in the order it was typed (document order), where it is drawn. Measured
 * once every word has a box: right after a client-side navigation the element found may be the page
 * being replaced, detached by the time it is measured (every word then at 0, 0).
 */
export async function drawnWords(element: Locator): Promise<DrawnWord[]> {
  let words: DrawnWord[] | null = null;
  await expect
    .poll(
      async () => {
        words = await element.evaluate((el) => {
          const out: { word: string; x: number; top: number }[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (const m of node.data.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, m.index ?? 0);
              range.setEnd(node, (m.index ?? 0) + m[0].length);
              const rect = range.getBoundingClientRect();
              if (rect.width === 0) return null;
              out.push({ word: m[0], x: rect.left + rect.width / 2, top: Math.round(rect.top) });
            }
          }
          return out;
        });
        return words !== null;
      },
      { message: "every word is laid out" },
    )
    .toBe(true);
  return words!;
}

/**
 * The words read in the order typed when read in `dir`: on each line, every word is drawn after
 * (to the right in "ltr", to the left in "rtl") the word typed before it.
 */
export function expectReadsAsTyped(words: DrawnWord[], dir: "ltr" | "rtl", what: string) {
  expect(words.length, `${what}: words found`).toBeGreaterThan(1);
  for (let i = 1; i < words.length; i++) {
    const [before, word] = [words[i - 1], words[i]];
    if (Math.abs(before.top - word.top) > 2) continue;
    const after = dir === "ltr" ? word.x > before.x : word.x < before.x;
    expect(after, `${what}: "${word.word}" is drawn after "${before.word}" reading ${dir} (${JSON.stringify(words)})`).toBe(true);
  }
}
