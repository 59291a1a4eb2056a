import { describe, expect, it } from "vitest";
import { databaseUnavailable } from "./db-errors.ts";

describe("databaseUnavailable", () => {
  it("names a database that is away (refused, dropped, shutting down, starting), through drizzle's causes", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(databaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(databaseUnavailable(new AggregateError([refused], ""))).toBe(true);
    expect(databaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(true);
  });

  it("leaves the API's own failures and the client's input alone", () => {
    expect(databaseUnavailable(new Error("boom"))).toBe(false);
    expect(databaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(databaseUnavailable(Object.assign(new Error("deadlock detected"), { code: "40P01" }))).toBe(false);
    expect(databaseUnavailable(null)).toBe(false);
  });
});
