import { request } from "node:http";
import { expect, PORTS, test } from "./fixtures";
import { SERVER_JS, start, waitFor } from "./spawn-server";

/**
 * Issue #19.3 as the attacker sends it: a production demo started as the README starts it (no
 * PUBLIC_URL, no SESSION_SECRET) with the page cache on gets requests whose Host names the
 * attacker's site. Neither the reset link the Store API is asked to send nor any page a later
 * visitor gets may carry that host (decision 032).
 */
const PORT = PORTS.forgedHost;
const OWN = `http://localhost:${PORT}`;
const EVIL = "evil.example";

/** An HTTP request with a Host of the caller's choosing (fetch always sends the URL's). */
function send(method: string, path: string, host: string, form?: Record<string, string>, cookie?: string) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = { host, ...(cookie ? { cookie } : {}) };
  if (body) Object.assign(headers, { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) });
  return new Promise<{ status: number; cache: string | undefined; cookies: string[]; html: string }>((resolve, reject) => {
    const req = request(`http://127.0.0.1:${PORT}${path}`, { method, headers }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (html += d));
      const cookies = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);
      res.on("end", () => resolve({ status: res.statusCode!, cache: res.headers["x-page-cache"] as string | undefined, cookies, html }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("a forged Host header", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let server: ReturnType<typeof start>;
  test.beforeAll(async () => {
    server = start([SERVER_JS], {
      NODE_ENV: "production",
      SESSION_SECRET: "",
      PUBLIC_URL: "",
      PORT: String(PORT),
      PAGE_CACHE_SECONDS: "60",
      LOG_LEVEL: "info",
    });
    await waitFor(`http://127.0.0.1:${PORT}/healthz`, 90_000);
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  /** The JSON log lines the server has written whose msg matches. */
  const logLines = (msg: RegExp) =>
    server
      .output()
      .split("\n")
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      })
      .filter((line) => msg.test(String(line.msg)));

  test("does not reach the password-reset link", async () => {
    const res = await send("POST", "/password/forget", EVIL, { login: "demo@oasis-store.example" });
    expect(res.status).toBe(303);
    await expect.poll(() => logLines(/Password reset link/).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const link = String(logLines(/Password reset link/).at(-1)!.link);
    expect(link).not.toContain(EVIL);
    expect(link.startsWith(`${OWN}/password/reset/`)).toBe(true);
    // The session signed with the process's own secret carries the confirmation to the next page.
    const next = await send("GET", "/password/forget", `localhost:${PORT}`, undefined, res.cookies.join("; "));
    expect(next.html).toContain("إذا كان هناك حساب بهذه البيانات فقد أرسلنا إليه رابط إعادة التعيين.");
    expect(logLines(/SESSION_SECRET is not set/)).toHaveLength(1);
  });

  test("does not reach the page cache: canonical, og:image and JSON-LD stay on the store's origin", async () => {
    const path = `/kitchen-tools/cookware-set?forged=${Date.now()}`;
    const attacker = await send("GET", path, EVIL);
    expect(attacker.status).toBe(200);
    expect(attacker.html).not.toContain(EVIL);
    // A copy made for the attacker is the one every later visitor would get.
    const again = await send("GET", path, EVIL);
    expect(again.cache).toBe("hit");
    expect(again.html).not.toContain(EVIL);
    const shopper = await send("GET", path, `localhost:${PORT}`);
    expect(shopper.status).toBe(200);
    expect(shopper.html).not.toContain(EVIL);
    expect(shopper.html).toContain(`<link rel="canonical" href="${OWN}/kitchen-tools/cookware-set"`);
    expect(shopper.html).toMatch(new RegExp(`<meta property="og:image" content="${OWN}/`));
    expect(shopper.html).toContain(`"@type":"Product"`);
  });
});
