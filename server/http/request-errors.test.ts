import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { requestErrors } from "./request-errors";

describe("request errors", () => {
  it("answers an undecodable path with a 400 and one warning line, a thrown error with a 500 and one error line", async () => {
    const lines: Array<{ level: string; msg: string; data?: Record<string, unknown> }> = [];
    const app = express();
    app.get("/boom", () => {
      throw new Error("bug");
    });
    // The catch-all route decodes its parameter, as the React Router handler's does.
    app.all("/{*splat}", (_req, res) => void res.send("page"));
    app.use(requestErrors((level, msg, data) => void lines.push({ level, msg, data })));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const bad = await fetch(`${base}/%E0%A4%A`);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toBe("Bad request.");
      const boom = await fetch(`${base}/boom`);
      expect(boom.status).toBe(500);
      expect(await boom.text()).not.toContain("bug");
      expect(lines.map((l) => [l.level, l.data?.status])).toEqual([
        ["warn", 400],
        ["error", 500],
      ]);
    } finally {
      server.close();
    }
  });
});
