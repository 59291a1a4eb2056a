/**
 * A refused form answered without JavaScript marks its message and every control with a problem
 * `autofocus` (use-focus-on-refusal.ts, decision 047), and the browser focuses the first of them in
 * the page. HTML allows one: the later ones are dropped here, where the whole document is known, so
 * the page is valid and the same control takes the focus. React writes the attribute as
 * `autofocus=""` and escapes quotes in text, so the bytes are an attribute wherever they occur
 * outside a script; the inline scripts carry JSON, whose quotes are escaped too.
 */
const ATTRIBUTE = Buffer.from(' autofocus=""');

export function oneAutofocus(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const first = html.indexOf(ATTRIBUTE);
  if (first < 0) return html;
  const kept: Buffer[] = [];
  let from = first + ATTRIBUTE.length;
  kept.push(html.subarray(0, from));
  for (let at = html.indexOf(ATTRIBUTE, from); at >= 0; at = html.indexOf(ATTRIBUTE, from)) {
    kept.push(html.subarray(from, at));
    from = at + ATTRIBUTE.length;
  }
  if (kept.length === 1) return html;
  kept.push(html.subarray(from));
  return Buffer.concat(kept) as Buffer<ArrayBuffer>;
}
