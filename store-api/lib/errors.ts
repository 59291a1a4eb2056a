import type { Bilingual, Lang } from "./lang.ts";

/** An error answered as JSON `{ message, code?, errors? }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: Record<string, string[]>;
  readonly bilingual?: Bilingual;
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string | Bilingual, opts: { code?: string; errors?: Record<string, string[]>; headers?: Record<string, string> } = {}) {
    super(typeof message === "string" ? message : message.en);
    this.name = "ApiError";
    this.status = status;
    this.code = opts.code;
    this.errors = opts.errors;
    this.headers = opts.headers;
    if (typeof message !== "string") this.bilingual = message;
  }

  body(lang: Lang): { message: string; code?: string; errors?: Record<string, string[]> } {
    return {
      message: this.bilingual ? this.bilingual[lang] : this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** A 422 (or other status) with a contract `code` and the message repeated under `field`. */
export function fail(lang: Lang, msg: Bilingual, opts: { status?: number; code?: string; field?: string } = {}): ApiError {
  return new ApiError(opts.status ?? 422, msg, {
    code: opts.code,
    errors: opts.field ? { [opts.field]: [msg[lang]] } : undefined,
  });
}
