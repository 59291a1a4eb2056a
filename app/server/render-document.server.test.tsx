import { AsyncLocalStorage } from "node:async_hooks";
import { Suspense, use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument } from "./render-document.server";

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function Late({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

function Broken(): never {
  throw new Error("a part of the page failed");
}

const options = (onError = vi.fn()) => ({ nonce: "n0nce", deadlineMs: 2_000, onError });

afterEach(() => vi.restoreAllMocks());

describe("renderDocument", () => {
  it("answers the whole page at once, with what arrived after the shell in its place", async () => {
    const { html, failed } = await renderDocument(
      <main>
        <h1>Cart</h1>
        <Suspense fallback={<p>loading</p>}>
          <Late text={later("three lines", 20)} />
        </Suspense>
      </main>,
      options(),
    );
    const text = html.toString("utf8");
    expect(failed).toBe(false);
    expect(text).toContain("<h1>Cart</h1>");
    expect(text).toContain("three lines");
    // Nothing is left for a script to reveal: a browser without JavaScript reads the same page.
    expect(text).not.toContain("loading");
    expect(text).not.toContain("$RC");
  });

  it("reports a failed part and still answers the page around it", async () => {
    const onError = vi.fn();
    const { html, failed } = await renderDocument(
      <main>
        <h1>Cart</h1>
        <Suspense fallback={<p>part unavailable</p>}>
          <Broken />
        </Suspense>
      </main>,
      options(onError),
    );
    expect(failed).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "a part of the page failed" }));
    expect(html.toString("utf8")).toContain("<h1>Cart</h1>");
  });

  it("rejects when the page itself cannot render", async () => {
    await expect(renderDocument(<Broken />, options())).rejects.toThrow("a part of the page failed");
  });

  it("gives up on data that never comes at its deadline", async () => {
    const onError = vi.fn();
    const started = Date.now();
    const { html, failed } = await renderDocument(
      <main>
        <Suspense fallback={<p>still waiting</p>}>
          <Late text={new Promise<string>(() => {})} />
        </Suspense>
      </main>,
      { nonce: "n0nce", deadlineMs: 100, onError },
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(failed).toBe(true);
    expect(html.toString("utf8")).toContain("still waiting");
  });

  it("never enters an AsyncLocalStorage, which would slow every later promise of the process", async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
    await renderDocument(
      <Suspense fallback={null}>
        <Late text={later("ready", 5)} />
      </Suspense>,
      options(),
    );
    expect(run).not.toHaveBeenCalled();
  });
});
