import type { Lang } from "~/lib/text/i18n";
import { REFUSAL_HEADERS, refusalPage, type RefusalWords } from "./refusal-page.server";

/** The request body as text, or null once it exceeds `maxBytes` (read no further: a huge body costs nothing). */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBoundedBytes(request, maxBytes);
  return bytes === null ? null : Buffer.from(bytes).toString("utf8");
}

/** Largest form the storefront accepts: its biggest form (a review, an address) is a few kilobytes. */
export const FORM_MAX_BYTES = 256 * 1024;

/** Routes whose bodies are JSON and read by their own handler (with its own limits). */
const OWN_BODY_PATHS = /^\/(payments\/paymob\/callback|errors\/report)(\.data)?$/;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export interface BodyProblem {
  status: 400 | 413 | 415;
  message: string;
  /** False when the body was left partly unread: the connection cannot serve another request. */
  drained?: boolean;
}

/** How much of a too-large body is read and thrown away so the connection stays usable; beyond it the connection is closed. */
const DISCARD_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Why a form post cannot be read, before any action tries: every action calls
 * `request.formData()`, which throws on a wrong type or a broken multipart body, and the
 * shopper would get a 500 for a client's mistake. Reads a copy of the body (bounded), so the
 * action still gets it whole.
 */
export async function formBodyProblem(request: Request, maxBytes = FORM_MAX_BYTES): Promise<BodyProblem | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  if (OWN_BODY_PATHS.test(new URL(request.url).pathname)) return null;
  const type = request.headers.get("Content-Type") ?? "";
  const tooLarge = async (): Promise<BodyProblem> => ({ status: 413, message: "The form is too large.", drained: await discard(request, DISCARD_MAX_BYTES) });
  // Refusals read the body to its end (within the limit) so the connection can serve the next request.
  if (!FORM_TYPE.test(type)) {
    return { status: 415, message: "A form body (urlencoded or multipart) is expected.", drained: await discard(request, DISCARD_MAX_BYTES) };
  }
  // A urlencoded body never fails to parse, so one whose declared length is within the limit
  // needs no copy; only a multipart body is parsed here, once, to see that it can be.
  const multipart = /^multipart\//i.test(type);
  const length = request.headers.get("Content-Length");
  if (!multipart && length !== null && Number(length) <= maxBytes) return null;
  const bytes = await readBoundedBytes(request.clone(), maxBytes);
  if (bytes === null) return tooLarge();
  if (!multipart) return null;
  try {
    await new Request("http://form.invalid/", { method: "POST", headers: { "Content-Type": type }, body: Buffer.from(bytes) }).formData();
  } catch {
    await request.body?.cancel().catch(() => {});
    return { status: 400, message: "The form body cannot be read." };
  }
  return null;
}

/** What a shopper whose form is too large reads: nothing was done, and what to do about it. */
const TOO_LARGE: Record<Lang, RefusalWords> = {
  ar: {
    title: "النموذج أكبر مما يقبله المتجر",
    text: "ما أُرسل في هذا النموذج أطول مما يقبله المتجر، فلم يُنفَّذ شيء. ارجع إلى الصفحة واختصر ما كتبته ثم أرسله مرة أخرى.",
    back: "العودة إلى المتجر",
  },
  en: {
    title: "The form is too large",
    text: "This form holds more than the store accepts, so nothing was done. Go back to the page, shorten what you typed and send it again.",
    back: "Back to the store",
  },
};

/**
 * The answer to a body problem. A shopper can paste too much into a form, so a 413 is a page in
 * the page's language; a body that is no form, or a broken one, comes from no browser's form and
 * gets plain text. A body left unread would be taken for the next request, so that connection is closed.
 */
export function bodyProblemResponse(problem: BodyProblem, lang: Lang): Response {
  const page = problem.status === 413;
  const headers: Record<string, string> = page ? { ...REFUSAL_HEADERS } : { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (problem.drained === false) headers.Connection = "close";
  return new Response(page ? refusalPage(lang, TOO_LARGE) : problem.message, { status: problem.status, headers });
}

async function readBoundedBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a cloned body's cancel settles only once the other copy is cancelled too.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads and drops the body; true when it ended within `maxBytes`. */
async function discard(request: Request, maxBytes: number): Promise<boolean> {
  if (!request.body || request.bodyUsed) return !request.body;
  if (Number(request.headers.get("Content-Length")) > maxBytes) return false;
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      return false;
    }
  }
}
