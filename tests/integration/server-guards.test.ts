/**
 * The server-level guards of issue 16.7 on a real HTTP server: 405 for methods no route takes,
 * and the CSP report endpoint (logs a violation, refuses what is not a report, caps each address).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cspReports, REPORTS_PER_ADDRESS, windowLimiter } from "#server/csp-report.ts";
import { refuseCrossOriginWrites, refuseUnknownMethods } from "#server/security.ts";
import { SIGN_IN_FLOOD_MESSAGE, signInGate } from "#server/sign-in-gate.ts";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(refuseCrossOriginWrites());
  app.use(refuseUnknownMethods(windowLimiter(10, 500)));
  app.use(cspReports());
  app.use((_req, res) => void res.status(200).send("page"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const report = (blocked: string) => ({
  "csp-report": { "document-uri": `${base}/about`, "blocked-uri": blocked, "effective-directive": "script-src-elem", "violated-directive": "script-src-elem" },
});
const postReport = (body: string, type = "application/csp-report") =>
  fetch(`${base}/csp-report`, { method: "POST", headers: { "content-type": type }, body });

describe("methods no route takes", () => {
  it.each(["PUT", "PATCH", "DELETE"])("answers %s with 405 and Allow, never reaching a route", async (method) => {
    const response = await fetch(`${base}/admin-dashboard/blog`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await response.text()).toBe("Method not allowed.");
  });

  it("still refuses a cross-origin one with 403 first", async () => {
    const response = await fetch(`${base}/admin-dashboard/blog`, { method: "DELETE", headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });

  it("lets GET and POST through", async () => {
    expect((await fetch(`${base}/about`)).status).toBe(200);
    expect((await fetch(`${base}/contact`, { method: "POST" })).status).toBe(200);
  });
});

describe("POST /csp-report", () => {
  it("accepts a violation report (both formats) with 204", async () => {
    expect((await postReport(JSON.stringify(report("inline")))).status).toBe(204);
    const modern = [{ type: "csp-violation", body: { documentURL: `${base}/`, blockedURL: "inline", effectiveDirective: "script-src-elem" } }];
    expect((await postReport(JSON.stringify(modern), "application/reports+json")).status).toBe(204);
  });

  it("refuses what is not a report with 400 and never answers 5xx", async () => {
    expect((await postReport("{not json")).status).toBe(400);
    expect((await postReport(JSON.stringify({ hello: 1 }))).status).toBe(400);
    expect((await postReport("x".repeat(40_000))).status).toBe(413);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), async (body) => {
        const status = (await postReport(body)).status;
        expect([204, 400, 413, 429]).toContain(status);
      }),
      { numRuns: 40 },
    );
  });

  it("caps the reports of one address per minute with 429", () => {
    const allowed = windowLimiter(REPORTS_PER_ADDRESS, 200, 60_000);
    const now = Date.now();
    const answers = Array.from({ length: REPORTS_PER_ADDRESS + 1 }, () => allowed("198.51.100.7", now));
    expect(answers.filter(Boolean)).toHaveLength(REPORTS_PER_ADDRESS);
    expect(answers.at(-1)).toBe(false);
    expect(allowed("198.51.100.8", now)).toBe(true);
    // A new minute, a new allowance.
    expect(allowed("198.51.100.7", now + 60_000)).toBe(true);
  });
});

describe("sign-in posts in progress per address (issue 16.2)", () => {
  it("lets PER_ADDRESS posts in at once, answers the rest 429 with Retry-After before any page code, and frees the slots", async () => {
    const PER_ADDRESS = 3;
    let reached = 0;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const app = express();
    app.set("trust proxy", 1);
    app.use(signInGate(PER_ADDRESS));
    app.use(async (_req, res) => {
      reached++;
      await gate;
      res.status(401).send("checked");
    });
    const gated = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => gated.once("listening", resolve));
    const url = `http://127.0.0.1:${(gated.address() as AddressInfo).port}`;
    const post = (path: string, from: string) =>
      fetch(`${url}${path}`, { method: "POST", headers: { "x-forwarded-for": from, "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40b.c&password=x" });
    try {
      // Which three get in is the network's choice: the seven others are answered while they wait.
      const answered: Response[] = [];
      const flood = Array.from({ length: 10 }, (_, i) =>
        post(i % 2 ? "/admin-login" : "/admin-login.data", "203.0.113.5").then((answer) => (answered.push(answer), answer)),
      );
      while (answered.length < 10 - PER_ADDRESS) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(reached).toBe(PER_ADDRESS);
      for (const answer of answered) {
        expect(answer.status).toBe(429);
        expect(answer.headers.get("retry-after")).toBe("1");
        expect(await answer.text()).toContain(SIGN_IN_FLOOD_MESSAGE);
      }
      // Another address, and other pages, are not held back by this one's flood.
      const other = post("/admin-login", "198.51.100.6");
      const page = post("/contact", "203.0.113.5");
      // Both reach the page code while the flood's slots are still held.
      await vi.waitFor(() => expect(reached).toBe(PER_ADDRESS + 2));
      open();
      const all = await Promise.all([...flood, other, page]);
      expect(all.filter((answer) => answer.status === 401)).toHaveLength(PER_ADDRESS + 2);
      // The slots are free again once the answers are sent.
      expect((await post("/admin-login", "203.0.113.5")).status).toBe(401);
    } finally {
      await new Promise<void>((resolve) => gated.close(() => resolve()));
    }
  });
});
