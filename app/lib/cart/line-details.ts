/**
 * What a cart, checkout or order line says after the product's name: the unit and the variant
 * names in the shopper's language (the Store API's `name`, as the invoice's colour and size;
 * `value` is a language-neutral key such as "silver"). A part already said, by the name or by
 * an earlier part, is left out, so "Sukkari dates (1 kg)" is not followed by "1 kg" again.
 */

/** Letters and digits only, lower-cased: "(1 kg)" and "1kg" say the same thing. */
const said = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

export function lineDetails(name: string, parts: ReadonlyArray<string | null | undefined>): string[] {
  const heard = [said(name)];
  const out: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    const key = said(text);
    if (!key || heard.some((h) => h.includes(key))) continue;
    heard.push(key);
    out.push(text);
  }
  return out;
}

/** A variant as the shopper reads it: its translated name, the raw value only when there is no name. */
export const variantName = (v: { name?: string | null; value?: string | null }) => v.name?.trim() || v.value?.trim() || "";
