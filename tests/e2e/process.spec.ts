import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Starts its own server processes (on ports of their own) to test the process's life cycle.
// Engine-independent, so only the pglite project runs it (playwright.config.ts).
const root = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

test.describe("server process", () => {
  test.describe.configure({ mode: "serial" });

  test("refuses a second process on the same data folder, and ends within 5 s on SIGTERM", async () => {
    test.setTimeout(150_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-process-"));
    const first = startServer({ PORT: String(PORT), DATA_DIR: dataDir });
    try {
      await waitForHealth(PORT);

      // Every unknown path, the catch-all's and a route family's alike, is logged once, as one JSON
      // line with method, path and referrer (a client navigation's data request under the page's path).
      const logLines = () => first.output().split("\n").filter((line) => line.startsWith("{"));
      for (const [url, loggedPath] of [
        ["/no-such-page", "/no-such-page"],
        ["/features/nope", "/features/nope"],
        ["/blog/no-such-post", "/blog/no-such-post"],
        ["/features/nope.data", "/features/nope"],
        ["/assets/no-such-file.js", "/assets/no-such-file.js"],
      ] as const) {
        const before = logLines().length;
        const missing = await fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { Referer: "https://example.org/from" } });
        expect(missing.status, url).toBe(404);
        await missing.arrayBuffer();
        // Requests are logged when they finish, in order: once the next one's line is out, so is every line of this one.
        await fetch(`http://127.0.0.1:${PORT}/healthz?after=${encodeURIComponent(url)}`);
        await expect.poll(() => logLines().slice(before).some((line) => line.includes('"path":"/healthz"'))).toBe(true);
        const lines = logLines()
          .slice(before)
          .map((line) => JSON.parse(line))
          .filter((entry) => entry.path !== "/healthz");
        expect(lines, url).toHaveLength(1);
        expect(lines[0], url).toMatchObject({ msg: "not found", method: "GET", path: loggedPath, referrer: "https://example.org/from", status: 404 });
      }

      const second = startServer({ PORT: String(PORT + 1), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("is already in use by process");

      // A request in flight when SIGTERM arrives still gets its answer.
      const inFlight = fetch(`http://127.0.0.1:${PORT}/`);
      const started = Date.now();
      first.child.kill("SIGTERM");
      const response = await inFlight.catch(() => null);
      expect(await first.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      if (response) expect(response.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    } finally {
      first.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a bad environment value stops the start with a message naming it", async () => {
    const bad = startServer({ PORT: "not-a-port" });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("PORT: must be a port number");
  });
});
