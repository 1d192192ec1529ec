/**
 * A rolling restart of two instances under load loses no request (issue 29.8). Instances A and B
 * share one fresh PostgreSQL database. A client stands in for the load balancer: several loops send
 * a steady stream of GETs (/healthz, /blog, /iraconnect) and signup POSTs, each to the next
 * instance in turn, over kept-alive connections (Node's agent, as a balancer keeps its upstream
 * connections open). A balancer tries the other instance when a connection is refused (nothing was
 * sent) and when a kept-alive connection it reused was closed before any answer came (the server
 * never read the request: Node's documented retry); anything else counts as a failure: an error
 * answer, a reset in the middle of a request, a timeout. A is sent SIGTERM, drains and exits, is
 * started again and takes traffic; then B the same. Afterwards: no failed request, and every
 * acknowledged signup is stored exactly once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createWithAdmin, ownDatabase, query, sql } from "../support/postgres.ts";
import { E2E_ADMIN } from "../fixtures.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const basePort = Number(process.env.E2E_PORT ?? 3100);
// Next to the project's two servers (base, base + 1); the other postgres-only specs use + 20 to + 22.
const PORTS = [basePort + 2, basePort + 3] as const;
const database = ownDatabase("rolling", basePort);
const { serverUrl, name: dbName, url: dbUrl } = database;

type Instance = { port: number; child: ChildProcess; stderr: string[] };
const running = new Map<number, Instance>();

function start(port: number): Instance {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: dbUrl,
      SIGNUP_RATE_LIMIT: "100000",
      // Every request of the test comes from 127.0.0.1; the cap is checked in tests/integration/connection-guard.test.ts.
      CONNECTIONS_PER_ADDRESS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const instance = { port, child, stderr: [] as string[] };
  child.stderr!.on("data", (chunk: Buffer) => instance.stderr.push(chunk.toString()));
  running.set(port, instance);
  return instance;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { Connection: "close" } })).ok;
  } catch {
    return false;
  }
}

/** SIGTERM, and the exit code the process ends with (the server exits 1 when it could not drain in time). */
async function terminate(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return instance.child.exitCode;
  const exited = new Promise<number | null>((resolve) => instance.child.once("exit", (code) => resolve(code)));
  instance.child.kill("SIGTERM");
  return exited;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const created = await createWithAdmin(database, E2E_ADMIN);
  expect(created.status, created.stderr).toBe(0);
  for (const port of PORTS) start(port);
  for (const port of PORTS) await expect.poll(() => healthy(port), { timeout: 90_000, intervals: [250] }).toBe(true);
});

test.afterAll(async () => {
  await Promise.all([...running.values()].map(terminate));
  await sql(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

type Outcome = { status: number; body: string };
type Sent = { method: "GET" | "POST"; path: string; body?: string };

const resets: string[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One request to one instance; an error carries whether it was safe to send elsewhere. */
function send(port: number, request: Sent): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.path,
        agent,
        headers: request.body ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(request.body) } : {},
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on("error", (error) => reject(Object.assign(error, { retryable: false })));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timed out on ${port}`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      // Refused: no connection, nothing sent; any request may go elsewhere. A reused kept-alive
      // socket closed before an answer: a balancer sends a GET again (nginx's default), never a
      // POST (it may have been read), so for a signup that is a lost request.
      const reset = req.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      if (reset) resets.push(`${request.method} ${request.path} on ${port}`);
      const retryable = error.code === "ECONNREFUSED" || (reset && request.method === "GET");
      reject(Object.assign(error, { retryable }));
    });
    req.end(request.body);
  });
}

const member = (n: string) => ({
  name: `Rolling Member ${n}`,
  email: `rolling.${n}.${crypto.randomBytes(3).toString("hex")}@example.com`,
  phone: "+15551234567",
  country: "India",
  role: "Consultant",
});

test("a rolling restart of A then B under a steady stream of GETs and signups: no request fails, every acknowledged signup is stored once", async () => {
  test.setTimeout(240_000);
  const acknowledged: string[] = [];
  const failures: string[] = [];
  const served = new Map<number, number>(PORTS.map((port) => [port, 0]));
  let retried = 0;
  let total = 0;
  let turn = 0;
  let sending = true;

  /** What a balancer does: the next instance in turn, the other one when it is safe to try again. */
  async function balanced(request: Sent): Promise<Outcome | undefined> {
    const first = turn++ % 2;
    for (let attempt = 0; attempt < 6; attempt++) {
      const port = PORTS[(first + attempt) % 2]!;
      try {
        const outcome = await send(port, request);
        served.set(port, served.get(port)! + 1);
        return outcome;
      } catch (error) {
        const { retryable, code, message } = error as NodeJS.ErrnoException & { retryable: boolean };
        if (!retryable) {
          failures.push(`${request.method} ${request.path} on ${port}: ${code ?? message}`);
          return undefined;
        }
        retried++;
        // Both refused at once (one restarting, the other not yet up) never happens in a rolling
        // restart; a short pause before trying again keeps the loop from spinning if it does.
        if (attempt % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    failures.push(`${request.method} ${request.path}: no instance answered`);
    return undefined;
  }

  const loop = async (id: number) => {
    for (let n = 0; sending; n++) {
      total++;
      if (n % 2 === 0) {
        const body = member(`${id}-${n}`);
        const outcome = await balanced({ method: "POST", path: "/api/iraconnect/signup", body: JSON.stringify(body) });
        if (!outcome) continue;
        if (outcome.status === 200) acknowledged.push(body.email);
        else failures.push(`POST signup: ${outcome.status} ${outcome.body.slice(0, 200)}`);
      } else {
        const target = ["/healthz", "/blog", "/iraconnect"][(n >> 1) % 3]!;
        const outcome = await balanced({ method: "GET", path: target });
        if (outcome && outcome.status !== 200) failures.push(`GET ${target}: ${outcome.status}`);
      }
    }
  };
  const traffic = Promise.all(Array.from({ length: 6 }, (_, id) => loop(id)));

  const steady = async () => {
    const from = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(from + 10);
  };
  await steady();

  for (const port of PORTS) {
    const before = served.get(port)!;
    const old = running.get(port)!;
    expect(await terminate(old), `instance on ${port} drained and exited cleanly: ${old.stderr.join("")}`).toBe(0);
    expect(old.stderr.join("")).not.toMatch(/uncaught|unhandled|shutdown took too long/i);
    // While it is down, the other instance carries everything.
    await steady();
    const again = start(port);
    await expect.poll(() => healthy(port), { timeout: 90_000, intervals: [250] }).toBe(true);
    // The restarted instance takes its share again before the next one goes.
    const back = served.get(port)!;
    await expect.poll(() => served.get(port)! - back, { timeout: 30_000 }).toBeGreaterThan(10);
    expect(back).toBeGreaterThan(before);
    expect(again.child.exitCode).toBeNull();
  }
  await steady();
  sending = false;
  await traffic;
  agent.destroy();

  test.info().annotations.push({ type: "traffic", description: JSON.stringify({ total, retried, resets, served: [...served] }) });
  expect(failures).toEqual([]);
  expect(total).toBeGreaterThan(100);
  // The restarts were felt: requests that met a stopped instance went to the other one.
  expect(retried).toBeGreaterThan(0);

  const stored = await query<{ email: string; n: string }>(dbUrl, "select email, count(*) as n from prelaunch_signups where email like 'rolling.%' group by email");
  const counts = new Map(stored.map((row) => [row.email, Number(row.n)]));
  expect(acknowledged.filter((email) => counts.get(email) !== 1)).toEqual([]);
  expect(stored.length).toBe(acknowledged.length);
  for (const instance of running.values()) expect(instance.stderr.join("")).not.toMatch(/uncaught|unhandled/i);
});
