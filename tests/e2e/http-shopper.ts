/**
 * A shopper over plain HTTP with its own cookie jar, for HTTP-level specs (security, load).
 * Unlike Playwright's request context it keeps every cookie whatever its flags (Secure ones
 * too, on http://localhost) and never follows redirects, so a spec sees each answer as sent.
 */
export class HttpShopper {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header received, as sent. */
  readonly setCookies: string[] = [];

  constructor(readonly base: string) {}

  get origin() {
    return new URL(this.base).origin;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, { method: "GET", headers });
  }

  /** A form post from this site's own pages (Origin is the store's) unless headers say otherwise. */
  async post(path: string, form: Record<string, string | number> | string | Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
    const body =
      typeof form === "string" || form instanceof Uint8Array ? form : new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
    const defaults: Record<string, string> = { Origin: this.origin };
    if (typeof form !== "object" || !(form instanceof Uint8Array)) defaults["Content-Type"] = "application/x-www-form-urlencoded";
    return this.send(path, { method: "POST", body: typeof body === "string" ? body : Buffer.from(body), headers: { ...defaults, ...headers } });
  }

  /** GET a page and return its HTML (throws on a non-2xx answer). */
  async html(path: string): Promise<string> {
    const res = await this.get(path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.text();
  }

  private async send(path: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has("Cookie")) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    // Joined as text, not resolved: a path such as "//evil.example/" must stay a path on this store.
    const res = await fetch(`${this.origin}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** The cookie attributes of one Set-Cookie line, lower-cased names. */
export function cookieAttributes(line: string): { name: string; attributes: Map<string, string> } {
  const [pair, ...rest] = line.split(";");
  const attributes = new Map(rest.map((a) => a.trim().split("=")).map(([k, v = ""]) => [k.toLowerCase(), v] as [string, string]));
  return { name: pair.slice(0, pair.indexOf("=")).trim(), attributes };
}
