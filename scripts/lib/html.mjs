// Just enough HTML reading for the bench: links, forms and the assets a page loads.

export const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

const decode = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The hrefs of `<a>` tags whose class contains `className` (or all), in document order. */
export function links(html, className) {
  return [...html.matchAll(/<a\s[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !className || (attr(tag, "class") ?? "").split(/\s+/).includes(className))
    .map((tag) => attr(tag, "href"))
    .filter(Boolean)
    .map(decode);
}

/** The fields a browser would submit from the first `<form>` whose class contains `className`. */
export function formFields(html, className) {
  const form = [...html.matchAll(/<form\s[^>]*>[\s\S]*?<\/form>/gi)]
    .map((m) => m[0])
    .find((f) => (attr(f.slice(0, f.indexOf(">")), "class") ?? "").split(/\s+/).includes(className));
  if (!form) return null;
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\s[^>]*>/gi)) {
    const name = attr(tag, "name");
    if (!name) continue;
    const type = (attr(tag, "type") ?? "text").toLowerCase();
    if ((type === "radio" || type === "checkbox") && !/\schecked(=|\s|\/|>)/i.test(tag)) continue;
    fields.append(name, decode(attr(tag, "value") ?? ""));
  }
  return { action: decode(attr(form.slice(0, form.indexOf(">")), "action") ?? ""), fields };
}

/** Script modules and stylesheets the page loads before any interaction. */
export function pageAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gi)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [, body] of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, src] of body.matchAll(/(?:import|from)\s*\(?\s*"([^"]+\.js)"/g)) js.add(src);
    // The bootstrap that starts after the first paint (decision 056) lists the module preloads it puts back.
    const preloads = /const preloads = (\[[^\]]*\]);/.exec(body);
    if (preloads) for (const src of JSON.parse(preloads[1])) js.add(src);
  }
  for (const [tag] of html.matchAll(/<script\s[^>]*src="[^"]+"[^>]*>/gi)) js.add(attr(tag, "src"));
  return { js: [...js].filter((u) => u.startsWith("/")), css: [...css].filter((u) => u.startsWith("/")) };
}
