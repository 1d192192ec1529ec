/**
 * The server-level guards of server/security.ts, on a real Express app (the same middleware
 * server/index.ts mounts) in front of stub routes that count what reaches them:
 * - every cross-origin state-changing request is refused before any route runs, with the host
 *   Express sees under its trust proxy setting (X-Forwarded-Host only from a trusted proxy);
 * - every answer under /admin* is `Cache-Control: no-store`, whatever the route said.
 * tests/e2e/security.spec.ts checks the same against the production server and its real routes.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminNeverCached, CROSS_ORIGIN_MESSAGE, isCrossOrigin, refuseCrossOriginWrites } from "../../server/security.ts";

describe("isCrossOrigin", () => {
  it.each([
    // [origin, Sec-Fetch-Site, host the request was sent to, cross-origin?]
    ["http://127.0.0.1:3000", undefined, "127.0.0.1:3000", false],
    ["https://www.iratech.io", "same-origin", "www.iratech.io", false],
    ["https://www.iratech.io", undefined, "www.iratech.io:443", false],
    ["https://WWW.Iratech.IO", undefined, "www.iratech.io", false],
    ["https://evil.example", undefined, "www.iratech.io", true],
    ["https://www.iratech.io.evil.example", undefined, "www.iratech.io", true],
    ["https://iratech.io", undefined, "www.iratech.io", true],
    ["http://www.iratech.io:8080", undefined, "www.iratech.io", true],
    ["http://127.0.0.1:3001", undefined, "127.0.0.1:3000", true],
    // Opaque origins: another site can make a browser send "null" (sandboxed frame, no-referrer form).
    ["null", undefined, "www.iratech.io", true],
    ["", undefined, "www.iratech.io", true],
    ["not a url", undefined, "www.iratech.io", true],
    ["file:///home/x/page.html", undefined, "www.iratech.io", true],
    ["https://www.iratech.io", undefined, undefined, true],
    // The browser's own verdict wins, with or without an Origin.
    [undefined, "cross-site", "www.iratech.io", true],
    ["https://www.iratech.io", "cross-site", "www.iratech.io", true],
    // No Origin at all: curl, scripts, health checks.
    [undefined, undefined, "www.iratech.io", false],
    [undefined, "none", "www.iratech.io", false],
  ] as const)("Origin %j, Sec-Fetch-Site %j, host %j → %j", (origin, fetchSite, host, expected) => {
    expect(isCrossOrigin(origin, fetchSite, host)).toBe(expected);
  });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** node:http rather than fetch: the test must set Host and Origin itself. */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body = ""): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: { "Content-Length": Buffer.byteLength(body), ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function serve(app: express.Express): Promise<{ port: number; close: () => Promise<void> }> {
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("refuseCrossOriginWrites", () => {
  const reached: string[] = [];
  let direct: Awaited<ReturnType<typeof serve>>;
  let proxied: Awaited<ReturnType<typeof serve>>;

  function app(trustProxy: number) {
    const a = express();
    a.set("trust proxy", trustProxy);
    a.use(refuseCrossOriginWrites());
    a.all("/{*rest}", (req, res) => {
      reached.push(`${req.method} ${req.path}`);
      res.send("reached");
    });
    return a;
  }

  beforeAll(async () => {
    direct = await serve(app(0));
    proxied = await serve(app(1));
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a cross-origin %s with 403 and a short plain message, before any route", async (method) => {
    reached.length = 0;
    const answer = await send(direct.port, method, "/contact", { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" }, "name=x");
    expect(answer.status).toBe(403);
    expect(answer.body).toBe(CROSS_ORIGIN_MESSAGE);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(reached).toEqual([]);
  });

  it("refuses a cross-site signup before the signup endpoint sees it (the check the endpoint used to make itself)", async () => {
    reached.length = 0;
    const answer = await send(direct.port, "POST", "/api/iraconnect/signup", { Origin: "https://evil.example", "Content-Type": "application/json" }, '{"name":"Ravi"}');
    expect(answer.status).toBe(403);
    const viaFetchMetadata = await send(direct.port, "POST", "/api/iraconnect/signup", { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" }, "{}");
    expect(viaFetchMetadata.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it("lets safe methods, same-origin writes and writes without an Origin through", async () => {
    reached.length = 0;
    const port = direct.port;
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await send(port, method, "/blog", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
    }
    expect((await send(port, "POST", "/contact", { Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await send(port, "POST", "/contact")).status).toBe(200);
    expect(reached).toEqual(["GET /blog", "HEAD /blog", "OPTIONS /blog", "POST /contact", "POST /contact"]);
  });

  it("without a trusted proxy (TRUST_PROXY=0) judges by Host and ignores a client's X-Forwarded-Host", async () => {
    reached.length = 0;
    const spoofed = await send(direct.port, "POST", "/contact", { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" });
    expect(spoofed.status).toBe(403);
    // A proxy that rewrites Host and is not trusted: its X-Forwarded-Host does not count either.
    const untrusted = await send(direct.port, "POST", "/contact", { Host: "app:3000", Origin: "https://www.iratech.io", "X-Forwarded-Host": "www.iratech.io" });
    expect(untrusted.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it("behind a trusted proxy (TRUST_PROXY=1) judges by the X-Forwarded-Host it passes on", async () => {
    reached.length = 0;
    const forwarded = { Host: "app:3000", "X-Forwarded-Host": "www.iratech.io", "X-Forwarded-Proto": "https" };
    expect((await send(proxied.port, "POST", "/contact", { ...forwarded, Origin: "https://www.iratech.io" })).status).toBe(200);
    expect((await send(proxied.port, "POST", "/contact", { ...forwarded, Origin: "https://evil.example" })).status).toBe(403);
    expect((await send(proxied.port, "POST", "/contact", { ...forwarded, Origin: "http://app:3000" })).status).toBe(403);
    expect(reached).toEqual(["POST /contact"]);
  });
});

describe("adminNeverCached", () => {
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    const app = express();
    app.use(adminNeverCached());
    // Stub routes that ask for caching, as a careless route (or a framework default) might.
    app.get("/{*rest}", (req, res) => {
      if (req.path.endsWith("/missing")) return void res.status(404).set("Cache-Control", "public, max-age=600").send("not found");
      if (req.path.endsWith("/moved")) return void res.redirect("/admin-login");
      res.append("Cache-Control", "public, max-age=600").send("page");
    });
    server = await serve(app);
  });
  afterAll(() => server.close());

  it.each(["/admin-dashboard", "/admin-login", "/admin-dashboard/blog/x/missing", "/admin-dashboard/moved", "/ADMIN-Dashboard", "/%61dmin-dashboard", "//admin-dashboard", "/admin-dashboard/signups.csv"])(
    "%s is no-store, whatever the route set",
    async (path) => {
      const answer = await send(server.port, "GET", path);
      expect(answer.headers["cache-control"]).toBe("no-store");
    },
  );

  it.each(["/", "/blog", "/about/admin"])("%s keeps its own Cache-Control", async (path) => {
    const answer = await send(server.port, "GET", path);
    expect(answer.headers["cache-control"]).toBe("public, max-age=600");
  });
});
