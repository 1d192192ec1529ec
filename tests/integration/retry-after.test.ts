/**
 * Issue 29.4: every 429 and 503 carries `Retry-After`, documents and `.data` requests alike.
 * React Router builds both answers' headers the same way (its `getDocumentHeaders`): for each
 * matched route from the root down, a route's `headers()` export decides what goes out, and an
 * action's or loader's own headers are dropped unless it passes them on (cookies aside). Before,
 * the sign-in routes' `headers()` returned a fixed object: the throttle's `Retry-After` was lost.
 * `documentHeaders` below does what React Router does, with the real route modules of app/routes.ts.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { DEFAULT_RETRY_AFTER_SECONDS } from "#app/lib/http.ts";
import { action as loginAction, headers as loginHeaders } from "#app/routes/admin/login.tsx";
import { action as forgotAction, headers as forgotHeaders } from "#app/routes/admin/forgot-password.tsx";
import { retryAfterAlways } from "#server/security.ts";
import { HASHING_CONCURRENCY, HASHING_QUEUE, HASHING_RETRY_AFTER_SECONDS, hashPassword } from "#app/services/password.server.ts";
import { createTestAdmin } from "../support/auth.ts";
import { post } from "../support/staff-flows.ts";

type HeadersFn = (args: { parentHeaders: Headers; loaderHeaders: Headers; actionHeaders: Headers; errorHeaders?: Headers }) => HeadersInit;
type RouteModule = { headers?: HeadersFn | HeadersInit; action?: unknown; loader?: unknown };
type Chain = { path: string; files: string[] };

/** The headers React Router sends for `chain` (root first) when its last route answered with `leaf`. */
function documentHeaders(modules: RouteModule[], leaf: { action?: Headers; loader?: Headers; error?: Headers }): Headers {
  return modules.reduce((parentHeaders, module, index) => {
    const last = index === modules.length - 1;
    const actionHeaders = (last && leaf.action) || new Headers();
    const loaderHeaders = (last && leaf.loader) || new Headers();
    if (module.headers == null) return new Headers(parentHeaders);
    const fn = module.headers;
    return new Headers(typeof fn === "function" ? fn({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders: last ? leaf.error : undefined }) : fn);
  }, new Headers());
}

function chains(entries: RouteConfigEntry[], parent: Chain = { path: "", files: [] }): Chain[] {
  return entries.flatMap((entry) => {
    const here = { path: entry.path ? `${parent.path}/${entry.path}`.replace(/\/+/g, "/") : parent.path, files: [...parent.files, entry.file] };
    return [here, ...chains(entry.children ?? [], here)];
  });
}

const load = async (file: string) => (await import(path.resolve("app", file))) as RouteModule;
const root = await load("root.tsx");
const table = await Promise.all(
  chains(routes as RouteConfigEntry[]).map(async (chain) => ({ ...chain, modules: [root, ...(await Promise.all(chain.files.map(load)))] })),
);

describe("every route's headers() passes an answer's Retry-After on", () => {
  // A page (resource routes send their Response as it is) that sets its own headers or answers with a
  // wait. A dashboard page inherits its layout's headers() only while it has no wait of its own.
  const concerned = table.filter(({ modules, files }) => {
    const leaf = modules.at(-1)!;
    if (!("default" in leaf)) return false;
    return leaf.headers != null || /Retry-After|retryAfter/.test(fs.readFileSync(path.resolve("app", files.at(-1)!), "utf8"));
  });

  it("covers the sign-in routes and every dashboard page", () => {
    const paths = concerned.map((c) => c.path);
    for (const expected of ["/admin-login", "/admin-login/two-factor", "/admin-forgot-password", "/admin-dashboard/account", "/admin-dashboard/account/two-factor"]) {
      expect(paths).toContain(expected);
    }
  });

  it.each(concerned.map((c) => [c.path || "/", c] as const))(
    "%s",
    (_path, { modules }) => {
      const leaf = modules.at(-1)!;
      const wait = (seconds: number) => new Headers({ "Retry-After": String(seconds) });
      if (leaf.action) expect(documentHeaders(modules, { action: wait(17) }).get("Retry-After")).toBe("17");
      if (leaf.loader) expect(documentHeaders(modules, { loader: wait(23) }).get("Retry-After")).toBe("23");
      expect(documentHeaders(modules, { error: wait(31) }).get("Retry-After")).toBe("31");
    },
  );
});

describe("the sign-in answers of issue 29.4, end to end through the route", () => {
  const ADDRESS = "retry-after@staff.test";
  beforeAll(async () => {
    await createTestAdmin(ADDRESS, "editor");
  });
  const loginChain = table.find((c) => c.path === "/admin-login")!.modules;
  const forgotChain = table.find((c) => c.path === "/admin-forgot-password")!.modules;

  it("/admin-login's 429 (and its .data request, built the same way) says when to try again", async () => {
    expect(loginChain.at(-1)!.headers).toBe(loginHeaders);
    let answer;
    for (let attempt = 0; attempt < 7; attempt++) {
      answer = await post<{ error: string }>(loginAction, "/admin-login", { email: ADDRESS, password: `wrong guess ${attempt}` }, undefined, "198.51.100.77");
      if (answer.status === 429) break;
    }
    expect(answer!.status).toBe(429);
    const sent = documentHeaders(loginChain, { action: answer!.headers });
    expect(Number(sent.get("Retry-After"))).toBeGreaterThan(0);
    expect(sent.get("Retry-After")).toBe(answer!.headers.get("Retry-After"));
    expect(sent.get("Cache-Control")).toBe("no-store");
  }, 60_000);

  it("/admin-login's 503 while every password check is taken (busy) says when to try again", async () => {
    // Every slot and the queue taken: the next sign-in is answered "busy" before any database work.
    const hashes = Array.from({ length: HASHING_CONCURRENCY + HASHING_QUEUE + 2 }, () => hashPassword("a busy moment's password").catch(() => null));
    const answer = await post<{ error: string }>(loginAction, "/admin-login", { email: ADDRESS, password: "the password, whatever it is" }, undefined, "198.51.100.79");
    await Promise.all(hashes);
    expect(answer.status).toBe(503);
    const sent = documentHeaders(loginChain, { action: answer.headers });
    expect(sent.get("Retry-After")).toBe(String(HASHING_RETRY_AFTER_SECONDS));
  }, 60_000);

  it("/admin-forgot-password's 429 says when to try again", async () => {
    expect(forgotChain.at(-1)!.headers).toBe(forgotHeaders);
    let answer;
    for (let attempt = 0; attempt < 12; attempt++) {
      answer = await post<{ error: string }>(forgotAction, "/admin-forgot-password", { email: `someone${attempt}@example.com` }, undefined, "198.51.100.78");
      if (answer.status === 429) break;
    }
    expect(answer!.status).toBe(429);
    expect(Number(documentHeaders(forgotChain, { action: answer!.headers }).get("Retry-After"))).toBeGreaterThan(0);
  }, 60_000);
});

describe("a 429 or 503 written without a wait gets one", () => {
  let server: ReturnType<express.Express["listen"]>;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(retryAfterAlways());
    app.get("/busy", (_req, res) => void res.status(503).send("busy"));
    app.get("/slow-down", (_req, res) => void res.status(429).send("slow down"));
    app.get("/named", (_req, res) => void res.status(429).set("Retry-After", "42").send("named"));
    app.get("/fine", (_req, res) => void res.send("fine"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ["/busy", String(DEFAULT_RETRY_AFTER_SECONDS)],
    ["/slow-down", String(DEFAULT_RETRY_AFTER_SECONDS)],
    ["/named", "42"],
    ["/fine", null],
  ])("%s → Retry-After %s", async (url, expected) => {
    const response = await fetch(base + url);
    expect(response.headers.get("retry-after")).toBe(expected);
  });
});
