/** The token's statement, sent to the driver as text, answers the customer row and session drizzle reads. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createStoreApi } from "./app.ts";
import { accessTokens, customerSessions, customers } from "./db/schema.ts";
import { sha256 } from "./lib/tokens.ts";
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
  it("gives the customer row and the session that drizzle reads for the token", async () => {
    const direct = await authenticate(opened.db, cfg, token);
    const [access] = await opened.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, sha256(token)));
    const [session] = await opened.db.select().from(customerSessions).where(eq(customerSessions.id, access!.session_id));
    const [customer] = await opened.db.select().from(customers).where(eq(customers.id, session!.customer_id));
    const viaDrizzle = { customer, sessionId: access!.session_id };
    expect(direct).not.toBeNull();
    expect(direct).toEqual(viaDrizzle);
    expect(direct!.customer.email).toBe(DEMO_CUSTOMER.email.toLowerCase());
    expect(direct!.customer.created_at).toBeInstanceOf(Date);
    expect(typeof direct!.sessionId).toBe("number");
    expect(Object.keys(direct!.customer).sort()).toEqual(Object.keys(viaDrizzle.customer!).sort());
  });

  it("is asked of the database handle: inside a transaction it is a bug, said at once", async () => {
    await expect(opened.db.transaction((tx) => authenticate(tx as unknown as typeof opened.db, cfg, token))).rejects.toThrow(/not a transaction/);
  });

  it("knows no token that is unknown, expired or too long", async () => {
    expect(await authenticate(opened.db, cfg, "at_not-a-token")).toBeNull();
    const later = { now: () => new Date(now.getTime() + 400 * 86_400_000) } as typeof cfg;
    expect(await authenticate(opened.db, later, token)).toBeNull();
    expect(await authenticate(opened.db, cfg, `${token}${"x".repeat(200)}`)).toBeNull();
  });
});
