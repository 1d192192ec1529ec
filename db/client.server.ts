/**
 * The one database of the process: embedded PGlite in DATA_DIR by default, a PostgreSQL server
 * (pg Pool) when DATABASE_URL is set. Same schema, same migrations, same queries on both.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function rows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates, exports). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "db/migrations");
/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * What a listener hears when its connection was lost and it LISTENs again: notifications sent in
 * between never arrive, so whoever listens refreshes everything (app/services/realtime.server.ts).
 */
export const RESUMED_PAYLOAD = '{"resumed":true}';

export class DatabaseLockedError extends Error {}

/**
 * PGlite is a single-process database. A second process on the same folder would corrupt it, so
 * the first one takes a lock file and the second is refused with a clear message.
 */
const heldLocks = new Set<string>();

function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      // Our own pid in the file is stale unless this process really holds the lock (a container
      // restarted after a crash often gets the same pid, e.g. 1).
      const heldHere = owner === process.pid && heldLocks.has(lockPath);
      if (Number.isInteger(owner) && (heldHere || (owner !== process.pid && isAlive(owner)))) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is already in use by process ${owner}. ` +
            "PGlite serves one process only: stop that process, point DATA_DIR elsewhere, " +
            "or set DATABASE_URL to run several instances on a PostgreSQL server.",
        );
      }
      // The owner died without cleaning up (SIGKILL, power loss): the lock is stale.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function initApart(dataDir: string, seed: boolean): void {
  if (fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) return;
  const args = [path.resolve(process.cwd(), "server/pglite-init.ts"), dataDir, ...(seed ? ["--seed"] : [])];
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed (server/pglite-init.ts exited with ${result.status ?? result.signal})`);
}

/**
 * PGlite's own start parameters plus a smaller buffer cache (issue 15.5): PGlite's default is
 * PostgreSQL's 128 MB of shared buffers inside the WebAssembly memory, which never shrinks, so it
 * counted in full in the server's resident size. This site's tables are a few megabytes and the
 * data files sit in the operating system's page cache anyway; 16 MB holds every hot page.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

type PgliteOptions = {
  dataDir: string | null;
  loadDataDir?: Blob;
  /**
   * The server: a new data folder is created (and migrated, and seeded with `seed`) by a child
   * process first (server/pglite-init.ts), so that the memory initdb and the seeding take is not kept
   * by this one.
   */
  initApart?: boolean | { seed: boolean };
  /** The lock is held by the process that started this one (server/pglite-init.ts). */
  locked?: boolean;
};

/** Opens PGlite in `dataDir` (taking the lock), or in memory when `dataDir` is null. */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  const release = options.dataDir && !options.locked ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    if (options.initApart && options.dataDir && !options.loadDataDir) {
      initApart(options.dataDir, typeof options.initApart === "object" && options.initApart.seed);
    }
    client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, "pglite") : undefined,
      loadDataDir: options.loadDataDir,
      startParams: PGLITE_START_PARAMS,
      // Trigram indexes for the admin lists' searches (migration 0031, decision 050).
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits 'error' on the pool; without a handler that
  // would crash the process. The pool replaces the client on the next checkout.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  let closing = false;
  return {
    kind: "postgres",
    db,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onPayload) {
      // LISTEN needs one connection for as long as we listen; it is not taken from the pool.
      let client: pg.Client | undefined;
      let stopped = false;
      let lost = false;
      // A lost connection (a server restart, a terminated backend) is opened again, retrying every
      // 1 s, then 2, 4 … up to 10 s while the server refuses, until it LISTENs again.
      const retry = (delayMs: number) => {
        if (stopped || closing) return;
        setTimeout(() => {
          connect().catch(() => {
            lost = true;
            retry(Math.min(delayMs * 2, 10_000));
          });
        }, delayMs).unref();
      };
      const connect = async () => {
        if (stopped || closing) return;
        const next = new pg.Client({ connectionString: url });
        next.on("notification", (message) => {
          if (message.channel === channel) onPayload(message.payload ?? "");
        });
        let failed = false;
        const fail = () => {
          if (failed) return;
          failed = true;
          listeners.delete(next);
          next.end().catch(() => {});
          if (client === next) client = undefined;
          lost = true;
          retry(1000);
        };
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          failed = true;
          next.end().catch(() => {});
          throw error;
        }
        next.on("error", fail);
        next.on("end", fail);
        client = next;
        listeners.add(next);
        if (lost) {
          lost = false;
          onPayload(RESUMED_PAYLOAD);
        }
      };
      await connect();
      return async () => {
        stopped = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => {});
        }
      };
    },
    async migrate() {
      // Several instances may start at once: one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    async close() {
      closing = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * The open database, shared by the server entry (run by Node) and the bundled routes (Vite): each
 * side loads its own copy of this module, so the state lives on globalThis (as app/lib's
 * `singleton` does; db/ keeps its own three lines rather than import from app/).
 */
const state = ((globalThis as { __iratechDatabase?: { current: Database | undefined; opening: Promise<Database> | undefined } }).__iratechDatabase ??= {
  current: undefined,
  opening: undefined,
});

/** Opens (once) the database the environment names. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string; seed?: boolean }): Promise<Database> {
  const embedded = () => openPglite({ dataDir: config.dataDir, initApart: { seed: config.seed ?? false } });
  state.opening ??= (config.databaseUrl ? openPostgres(config.databaseUrl) : embedded()).then(
    (database) => (state.current = database),
  );
  return state.opening;
}

/** The process's database for models; tests install theirs with `useDatabase`. */
export function database(): Database {
  if (!state.current) throw new Error("The database is not open yet: call openDatabase() at startup.");
  return state.current;
}

export function db(): Db {
  return database().db;
}

/** Installs an already open database as the process's database (tests, scripts). */
export function useDatabase(next: Database): void {
  state.current = next;
  state.opening = Promise.resolve(next);
}

export async function closeDatabase(): Promise<void> {
  const open = state.current ?? (state.opening ? await state.opening.catch(() => undefined) : undefined);
  state.current = undefined;
  state.opening = undefined;
  await open?.close();
}
