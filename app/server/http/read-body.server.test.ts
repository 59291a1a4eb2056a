import { describe, expect, it } from "vitest";
import { bodyProblemResponse, formBodyProblem, readBoundedText } from "./read-body.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/errors/report", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readBoundedText", () => {
  it("reads a small body", async () => {
    expect(await readBoundedText(post('{"a":1}'), 100)).toBe('{"a":1}');
  });

  it("refuses a body declared or found too large", async () => {
    expect(await readBoundedText(post("x", { "Content-Length": "5000" }), 100)).toBeNull();
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode("x".repeat(50)));
        c.close();
      },
    });
    expect(await readBoundedText(post(stream), 100)).toBeNull();
  });
});

describe("formBodyProblem", () => {
  const form = (path: string, body: BodyInit | null, type?: string) =>
    new Request(`http://shop.test${path}`, { method: "POST", body, headers: type ? { "Content-Type": type } : {}, duplex: "half" } as RequestInit);

  it("lets a readable form through and leaves its body to the action", async () => {
    const request = form("/cart", "intent=add&qty=1", "application/x-www-form-urlencoded");
    expect(await formBodyProblem(request)).toBeNull();
    expect((await request.formData()).get("intent")).toBe("add");
  });

  it("answers 415 for a body that is no form, 413 for one too large, 400 for a broken multipart", async () => {
    expect((await formBodyProblem(form("/login", '{"a":1}', "application/json")))?.status).toBe(415);
    expect((await formBodyProblem(form("/cart", null)))?.status).toBe(415);
    expect((await formBodyProblem(form("/cart", "a=".padEnd(200, "x"), "application/x-www-form-urlencoded"), 100))?.status).toBe(413);
    expect((await formBodyProblem(form("/login", "garbage", "multipart/form-data; boundary=x")))?.status).toBe(400);
  });

  it("leaves GETs and the JSON routes alone", async () => {
    expect(await formBodyProblem(new Request("http://shop.test/cart"))).toBeNull();
    expect(await formBodyProblem(form("/errors/report", "{}", "application/json"))).toBeNull();
    expect(await formBodyProblem(form("/payments/paymob/callback", "{}", "application/json"))).toBeNull();
  });

  it("closes the connection only when the body was left unread", () => {
    expect(bodyProblemResponse({ status: 413, message: "x", drained: false }, "ar").headers.get("Connection")).toBe("close");
    expect(bodyProblemResponse({ status: 413, message: "x", drained: true }, "ar").headers.get("Connection")).toBeNull();
    expect(bodyProblemResponse({ status: 415, message: "x" }, "ar").headers.get("Connection")).toBeNull();
  });

  it("answers a form too large with a page in the shopper's language and the way back", async () => {
    const problem = await formBodyProblem(form("/cart", "a=".padEnd(200, "x"), "application/x-www-form-urlencoded"), 100);
    const ar = bodyProblemResponse(problem!, "ar");
    expect(ar.status).toBe(413);
    expect(ar.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(ar.headers.get("Cache-Control")).toBe("no-store");
    const arabic = await ar.text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("<h1>النموذج أكبر مما يقبله المتجر</h1>");
    expect(arabic).toContain('<a href="/">العودة إلى المتجر</a>');
    // No English word in what the Arabic shopper reads (outside the tags).
    expect(arabic).not.toMatch(/[A-Za-z]{3,}(?![^<]*>)/);
    const en = bodyProblemResponse(problem!, "en");
    expect(en.status).toBe(413);
    expect(en.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const english = await en.text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain("<h1>The form is too large</h1>");
    expect(english).toContain('<a href="/">Back to the store</a>');
  });

  it("answers a body that is no form, or a broken one, in plain text: no browser's form sends one", async () => {
    const wrongType = bodyProblemResponse((await formBodyProblem(form("/login", '{"a":1}', "application/json")))!, "ar");
    expect(wrongType.status).toBe(415);
    expect(wrongType.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await wrongType.text()).toBe("A form body (urlencoded or multipart) is expected.");
    const broken = bodyProblemResponse((await formBodyProblem(form("/login", "garbage", "multipart/form-data; boundary=x")))!, "en");
    expect([broken.status, broken.headers.get("Content-Type")]).toEqual([400, "text/plain; charset=utf-8"]);
  });
});
