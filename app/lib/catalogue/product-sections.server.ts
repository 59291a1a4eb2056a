import sanitizeHtml from "sanitize-html";

/**
 * A product's highlights, description, overview and details often say the same things again
 * (the demo's details repeat the highlights word for word). Each paragraph or bullet is shown
 * once, the first time; a section with nothing new left is dropped. Runs on the Store API's
 * raw HTML, before sanitizing, so what it keeps still goes through the one sanitizer.
 */
export interface HtmlSection {
  key: string;
  html: string;
}

const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "dt", "dd", "figcaption"]);
const LISTS = new Set(["ul", "ol", "dl"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Case and spacing aside, with no end punctuation: "Easy to clean." and "easy to clean" are one text. */
function normalize(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?؟؛;:،,]+$/u, "")
    .toLocaleLowerCase();
}

function sentences(text: string): string[] {
  return text
    .split(/[.!?؟\n]+/u)
    .map(normalize)
    .filter(Boolean);
}

/** The text of some HTML, each block on its own line. */
function textOf(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote|dt|dd|figcaption|div)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}

export function distinctSections(highlights: string[], sections: HtmlSection[]): { highlights: string[]; sections: HtmlSection[] } {
  const seen = new Set<string>();
  const known = (text: string) => {
    const parts = sentences(text);
    return seen.has(normalize(text)) || (parts.length > 0 && parts.every((s) => seen.has(s)));
  };
  const remember = (text: string) => {
    seen.add(normalize(text));
    for (const s of sentences(text)) seen.add(s);
  };

  const keptHighlights: string[] = [];
  for (const h of highlights) {
    if (normalize(h) === "" || known(h)) continue;
    keptHighlights.push(h);
    remember(h);
  }

  const kept: HtmlSection[] = [];
  for (const section of sections) {
    if (known(textOf(section.html))) continue;
    const html = sanitizeHtml(section.html, {
      // Structure only: every tag and attribute passes here; sanitizeStoreHtml decides what stays.
      allowedTags: false,
      allowedAttributes: false,
      allowVulnerableTags: true,
      exclusiveFilter: (frame) => (BLOCKS.has(frame.tag) && known(frame.text)) || (LISTS.has(frame.tag) && frame.text.trim() === ""),
    });
    const text = textOf(html);
    if (text.trim() === "") continue;
    kept.push({ key: section.key, html });
    for (const line of text.split("\n")) if (line.trim()) remember(line);
  }
  return { highlights: keptHighlights, sections: kept };
}
