/**
 * Decision 100's numbers, to be removed after: N made-up media URLs at once, straight at the Store
 * API and through the shop's proxy, then one real uncached picture asked for during the flood.
 * `npx tsx scripts/time-media-flood.ts [N]`
 */
import { performance } from "node:perf_hooks";
import express from "express";
import { mediaProxy } from "../server/http/media-proxy.ts";
import { Home } from "../store-api/contract.ts";
import { openTestApi } from "../store-api/test/helpers.ts";

const N = Number(process.argv[2] ?? 48);
const ctx = await openTestApi();
const home = Home.parse((await ctx.get("/store/home", "en")).body.data);
const files = home.categories.map((c) => c.image as string);
const file = files[0] as string;
// The first picture's embedded render converted once, as a running shop has.
await ctx.api.fetch(new Request(`http://api.test/media/80x80/${file}`));

const app = express();
app.use("/api/media", mediaProxy("http://api.test/", (r) => ctx.api.fetch(r)));
const server = app.listen(0);
await new Promise((r) => server.once("listening", r));
const shop = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

let round = 0;
async function flood(label: string, url: (i: number) => string, fetcher: (u: string) => Promise<Response>) {
  round++;
  const statuses = new Map<number, number>();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const all = Array.from({ length: N }, async (_, i) => {
    const res = await fetcher(url(i));
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
  // A shopper's card picture nobody has asked for yet, asked for while the flood runs.
  await new Promise((r) => setTimeout(r, 20));
  const t1 = performance.now();
  const real = await fetcher(`/600x600/${files[round % files.length]}?background=auto`);
  await real.arrayBuffer();
  const realMs = performance.now() - t1;
  await Promise.all(all);
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(34)} wall ${(wall / 1000).toFixed(2)} s  cpu ${((used.user + used.system) / 1e6).toFixed(2)} s  statuses ${JSON.stringify(Object.fromEntries(statuses))}  real picture ${real.status} in ${realMs.toFixed(0)} ms`,
  );
}

const hex = (i: number) => (0x100000 + i * 7919 + round * 104729).toString(16).slice(-6);
const direct = (path: string) => ctx.api.fetch(new Request(`http://api.test/media${path}`));
const proxied = (path: string) => fetch(`${shop}/api/media${path}`);

console.log(`N = ${N} distinct URLs at once, 600 x 600`);
await flood("Store API, distinct #rrggbb", (i) => `/600x600/${file}?background=%23${hex(i)}`, direct);
await flood("Store API, one red in N spellings", (i) => `/600x600/${file}?background=${["%23f00", "F00", "rgb(255,0,0)", `rgb(${" ".repeat(i % 10)}255,0,0)`][i % 4]}`, direct);
await flood("Store API, made-up names", (i) => `/600x600/${file}?background=${"q".repeat(3 + (i % 18))}${String.fromCharCode(97 + (i % 26))}`, direct);
await flood("shop proxy, distinct #rrggbb", (i) => `/600x600/${file}?background=%23${hex(i)}`, proxied);
server.close();
await ctx.opened.close();
