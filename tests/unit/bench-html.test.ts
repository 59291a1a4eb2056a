import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript helpers of scripts/bench.mjs
import { formFields, links, pageAssets } from "../../scripts/lib/html.mjs";
// @ts-expect-error plain JavaScript helpers of scripts/bench.mjs
import { table } from "../../scripts/lib/table.mjs";

const page = `<html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js" /><link rel="modulepreload" href="/assets/root-B.js" />
<link rel="stylesheet" href="/assets/app-C.css"/><link rel="preload" as="image" href="/api/media/logo.svg"/>
<link rel="stylesheet" href="https://cdn.example/x.css"/>
</head><body>
<a class="product-card__link" href="/kitchen/pan?x=1&amp;y=2">Pan</a><a href="/electronics">E</a>
<form class="purchase" action="/cart" method="post"><input type="hidden" name="intent" value="add"/>
<input type="radio" name="unit_id" value="1"/><input type="radio" name="unit_id" checked="" value="2"/>
<input name="qty" type="number" value="1"/><button type="submit">Add</button></form>
<script type="module" nonce="n">import "/assets/manifest-D.js";
import * as route0 from "/assets/root-B.js";
import("/assets/entry.client-A.js");</script>
</body></html>`;

describe("bench HTML helpers", () => {
  it("lists links, all or by class, decoded", () => {
    expect(links(page, "product-card__link")).toEqual(["/kitchen/pan?x=1&y=2"]);
    expect(links(page)).toEqual(["/kitchen/pan?x=1&y=2", "/electronics"]);
  });

  it("reads the fields a browser would submit, checked choices only", () => {
    const form = formFields(page, "purchase");
    expect(form.action).toBe("/cart");
    expect(form.fields.toString()).toBe("intent=add&unit_id=2&qty=1");
    expect(formFields(page, "missing")).toBeNull();
  });

  it("counts each same-origin script module and stylesheet once", () => {
    const assets = pageAssets(page);
    expect(assets.js.sort()).toEqual(["/assets/entry.client-A.js", "/assets/manifest-D.js", "/assets/root-B.js"]);
    expect(assets.css).toEqual(["/assets/app-C.css"]);
  });

  it("counts the module preloads the bootstrap puts back after the first paint (decision 056)", () => {
    const deferred = `<html><head></head><body><script nonce="n" type="module" async="">const preloads = ["/assets/entry.client-A.js","/assets/framework-F.js"];
await new Promise((go) => go());
const route0 = await import("/assets/root-B.js");
window.__reactRouterManifest = {"routes":{"other":{"module":"/assets/other-O.js"}}};
import("/assets/entry.client-A.js");</script></body></html>`;
    expect(pageAssets(deferred).js.sort()).toEqual(["/assets/entry.client-A.js", "/assets/framework-F.js", "/assets/root-B.js"]);
  });

  it("lines up a table", () => {
    expect(table(["a", "bb"], [["xyz", 1]]).split("\n")).toEqual(["a    bb", "---  --", "xyz   1"]);
  });
});

// @ts-expect-error plain JavaScript helper of scripts/lighthouse.mjs
import { median } from "../../scripts/lib/stats.mjs";

describe("median", () => {
  it("takes the middle run", () => {
    expect(median([97, 88, 99])).toBe(97);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
