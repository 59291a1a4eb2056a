import { once } from "node:events";
import { createServer } from "node:net";
import { expect, PORTS, test } from "./fixtures";
import { SERVER_JS, start, waitFor } from "./spawn-server";

const SLOW_BACKEND = PORTS.slowBackend;
const SERVER = PORTS.slowServer;

test.describe("process", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "process checks run once");

  test("production with a Store API refuses to start without SESSION_SECRET or PUBLIC_URL and names them", async () => {
    const store = { NODE_ENV: "production", STORE_API_URL: `http://127.0.0.1:${SLOW_BACKEND}/`, PORT: String(PORTS.spare) };
    for (const [env, name] of [
      [{ SESSION_SECRET: "", PUBLIC_URL: "https://shop.example" }, "SESSION_SECRET is required"],
      [{ SESSION_SECRET: "s".repeat(40), PUBLIC_URL: "" }, "PUBLIC_URL is required"],
    ] as const) {
      const child = start([SERVER_JS], { ...store, ...env });
      let stderr = "";
      child.stderr!.on("data", (d) => (stderr += d));
      const [code] = await once(child, "exit");
      expect(code).toBe(1);
      expect(stderr).toContain(name);
    }
  });

  test("a port in use or a HOST that cannot be listened on stops the start with one line naming the setting", async () => {
    const store = {
      NODE_ENV: "production",
      STORE_API_URL: `http://127.0.0.1:${SLOW_BACKEND}/`,
      SESSION_SECRET: "s".repeat(40),
      PUBLIC_URL: "https://shop.example",
      PORT: String(PORTS.spare),
    };
    const taken = createServer().listen(PORTS.spare, "127.0.0.1");
    await once(taken, "listening");
    try {
      for (const [env, line] of [
        [{ HOST: "127.0.0.1" }, `Port ${PORTS.spare} is already in use on 127.0.0.1: set PORT to a free port.`],
        [
          { HOST: "999.1.1.1" },
          "HOST 999.1.1.1 cannot be listened on: it is neither an address nor a name this machine resolves. Set HOST to one of its addresses, or 0.0.0.0 for all of them.",
        ],
      ] as const) {
        const child = start([SERVER_JS], { ...store, ...env });
        let stderr = "";
        child.stderr!.on("data", (d) => (stderr += d));
        const [code] = await once(child, "exit");
        expect(code, child.output()).toBe(1);
        expect(stderr).toBe(`${line}\n`);
      }
    } finally {
      taken.close();
    }
  });

  test("the demo takes its port before it seeds: a port in use stops it before the Store API starts, and until it is ready it answers 503 'starting'", async () => {
    const demo = { NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(PORTS.starting), LOG_LEVEL: "info", STORE_API_URL: "", PAYMOB_API_KEY: "" };
    const taken = createServer().listen(PORTS.starting, "127.0.0.1");
    await once(taken, "listening");
    try {
      const child = start([SERVER_JS], demo);
      const [code] = await once(child, "exit");
      expect(code, child.output()).toBe(1);
      expect(child.output()).toContain(`Port ${PORTS.starting} is already in use on 127.0.0.1: set PORT to a free port.`);
      expect(child.output(), "refused before the embedded Store API seeded its database").not.toContain("embedded Store API");
    } finally {
      taken.close();
    }

    const child = start([SERVER_JS], demo);
    try {
      let first: Response | undefined;
      while (!first && child.exitCode === null) {
        first = await fetch(`http://127.0.0.1:${PORTS.starting}/healthz`).catch(() => undefined);
        if (!first) await new Promise((r) => setTimeout(r, 20));
      }
      expect(first?.status, child.output()).toBe(503);
      expect(first?.headers.get("retry-after")).toBe("5");
      expect(first?.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(first?.headers.get("x-frame-options")).toBe("DENY");
      const page = await first!.text();
      expect(page).toContain("المتجر يبدأ");
      expect(page).toContain("The store is starting");
      await waitFor(`http://127.0.0.1:${PORTS.starting}/healthz`);
      expect(child.output()).toContain("Storefront listening on");
    } finally {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  });

  test("SIGTERM lets five in-flight requests finish, then exits cleanly", async () => {
    const backend = start(["tests/support/fake-backend.mjs", String(SLOW_BACKEND), "slow"], { SLOW_MS: "1500" });
    const server = start([SERVER_JS], {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      PORT: String(SERVER),
      PUBLIC_URL: `http://localhost:${SERVER}`,
      STORE_API_URL: `http://127.0.0.1:${SLOW_BACKEND}/`,
      LOG_LEVEL: "warn",
    });
    try {
      await waitFor(`http://127.0.0.1:${SLOW_BACKEND}/healthz`);
      await waitFor(`http://127.0.0.1:${SERVER}/healthz`);
      // Five shoppers' pages in flight (each waits on the slow backend) when the signal comes.
      const inFlight = ["/?lng=en", "/?lng=ar", "/?lng=en&a=1", "/?lng=ar&b=2", "/?lng=en&c=3"].map((path) =>
        fetch(`http://127.0.0.1:${SERVER}${path}`).then(async (res) => ({ status: res.status, body: await res.text() })),
      );
      await new Promise((r) => setTimeout(r, 300));
      server.kill("SIGTERM");
      const answers = await Promise.all(inFlight);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.body).toContain("Fallback Store");
      }
      const [code] = await once(server, "exit");
      expect(code).toBe(0);
      // Once drained, it accepts nothing more.
      await expect(fetch(`http://127.0.0.1:${SERVER}/healthz`)).rejects.toThrow();
    } finally {
      server.kill("SIGKILL");
      backend.kill("SIGKILL");
    }
  });

  test("the development server (npm run dev) renders the store's pages from the source", async () => {
    test.setTimeout(120_000);
    // What `npm run dev` runs, without its file watcher: Vite's server renders app/ as it stands.
    const server = start(["--import", "tsx", "server.ts"], { NODE_ENV: "development", PORT: String(PORTS.spare), LOG_LEVEL: "warn" });
    try {
      await waitFor(`http://127.0.0.1:${PORTS.spare}/healthz`, 90_000);
      for (const [path, words] of [
        ["/", 'lang="ar"'],
        ["/login?lng=en", "Sign in"],
        ["/cart", 'dir="rtl"'],
      ] as const) {
        const res = await fetch(`http://127.0.0.1:${PORTS.spare}${path}`);
        expect(res.status, `${path}: ${server.output()}`).toBe(200);
        expect(await res.text()).toContain(words);
      }
    } finally {
      server.kill("SIGKILL");
    }
  });
});
