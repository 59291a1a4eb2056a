import type { ReactNode } from "react";
// The edge build, not the Node one: react-dom/server's Node build runs every render inside an
// AsyncLocalStorage, which on Node 20 turns on promise hooks for the whole process, for good, so
// every promise of every later request pays for them (decision 060). The edge build uses
// AsyncLocalStorage only where it is a global, which on Node it is not.
import { renderToReadableStream } from "react-dom/server.edge";
import { firstPaintHead } from "~/server/http/first-paint-head.server";
import { scriptsAfterPaint } from "~/server/http/scripts-after-paint.server";
import { oneAutofocus } from "~/server/http/one-autofocus.server";

/**
 * Renders a whole document and answers its bytes once everything is ready: one body, one write to
 * the socket (decision 049). After `deadlineMs` React gives up on what is still pending. Rejects
 * when the shell itself fails; `failed` says an error inside a boundary was reported to `onError`.
 */
export async function renderDocument(
  element: ReactNode,
  { nonce, deadlineMs, onError }: { nonce: string; deadlineMs: number; onError: (error: unknown) => void },
) {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), deadlineMs);
  let failed = false;
  try {
    const stream = await renderToReadableStream(element, {
      nonce,
      signal: deadline.signal,
      // Everything is ready before the first byte: never outline a finished boundary (a lazily
      // loaded part) behind a script that only JavaScript could reveal.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failed = true;
        onError(error);
      },
    });
    await stream.allReady;
    const chunks: Uint8Array[] = [];
    let length = 0;
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
      length += read.value.byteLength;
    }
    return { html: oneAutofocus(firstPaintHead(scriptsAfterPaint(Buffer.concat(chunks, length)))), failed };
  } finally {
    clearTimeout(timer);
  }
}
