/** The token's statement, sent to the driver as text outside a transaction, answers what drizzle's select answers. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { authenticate } from "./handlers/auth.ts";
import { DEMO_CUSTOMER } from "./seed/customers.ts";
import { caller } from "./test/helpers.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
let token: string;
const now = new Date();
const cfg = { now: () => now } as Parameters<typeof authenticate>[1];

beforeAll(async () => {
  opened = await openTestDatabase();
  const call = caller((r) => createStoreApi({ db: opened.db, rateLimit: false, now: () => now }).fetch(r));
  const login = await call("/login", { body: { login: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  token = login.body.data.access_token;
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

describe("authenticate", () => {
  it("gives the same customer and session outside a transaction (the driver) as inside one (drizzle)", async () => {
    const direct = await authenticate(opened.db, cfg, token);
    const viaDrizzle = await opened.db.transaction((tx) => authenticate(tx as unknown as typeof opened.db, cfg, token));
    expect(direct).not.toBeNull();
    expect(direct).toEqual(viaDrizzle);
    expect(direct!.customer.email).toBe(DEMO_CUSTOMER.email.toLowerCase());
    expect(direct!.customer.created_at).toBeInstanceOf(Date);
    expect(typeof direct!.sessionId).toBe("number");
    expect(Object.keys(direct!.customer).sort()).toEqual(Object.keys(viaDrizzle!.customer).sort());
  });

  it("knows no token that is unknown, expired or too long", async () => {
    expect(await authenticate(opened.db, cfg, "at_not-a-token")).toBeNull();
    const later = { now: () => new Date(now.getTime() + 400 * 86_400_000) } as typeof cfg;
    expect(await authenticate(opened.db, later, token)).toBeNull();
    expect(await authenticate(opened.db, cfg, `${token}${"x".repeat(200)}`)).toBeNull();
  });
});
