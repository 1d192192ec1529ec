/**
 * Issue 29.8: `npm run backup` writes a consistent copy of the embedded database and `npm run
 * restore` brings it back into an empty DATA_DIR: a round trip keeps every table's row count and
 * the rows themselves. A folder in use by a running server is refused, and so is a restore into a
 * folder that is not empty.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { backupDataDir, restoreDataDir } from "#db/backup.server.ts";
import { DatabaseLockedError, openPglite, rows } from "#db/client.server.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-backup-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function counts(dataDir: string) {
  const database = await openPglite({ dataDir });
  try {
    const tables = ["users", "rate_limits", "site_settings", "prelaunch_signups", "audit_log"];
    const result: Record<string, number> = {};
    for (const table of tables) result[table] = Number((await rows<{ n: string }>(database.db, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);
    const keys = await rows<{ key: string }>(database.db, sql`select key from rate_limits order by key`);
    return { result, keys: keys.map((k) => k.key) };
  } finally {
    await database.close();
  }
}

describe("backup and restore of the embedded database", () => {
  it("round trip: every table's rows come back, in an empty folder only", async () => {
    const source = path.join(scratch, "source");
    const database = await openPglite({ dataDir: source });
    await database.migrate();
    for (let i = 0; i < 25; i++) await database.db.execute(sql`insert into rate_limits (key, points, expires_at) values (${`backup-${i}`}, ${i}, now() + interval '1 day')`);
    await database.db.execute(sql`insert into audit_log (action, details) values ('backup.test', '{"n": 1}')`);
    // While the database is open (a running server), the backup refuses and writes nothing.
    const file = path.join(scratch, "copy.tar");
    await expect(backupDataDir(source, file)).rejects.toBeInstanceOf(DatabaseLockedError);
    expect(fs.existsSync(file)).toBe(false);
    await database.close();

    const before = await counts(source);
    expect(before.result.rate_limits).toBe(25);
    expect(await backupDataDir(source, file)).toBeGreaterThan(0);

    const target = path.join(scratch, "restored");
    await restoreDataDir(file, target);
    expect(await counts(target)).toEqual(before);
    // Not into a folder that holds something.
    await expect(restoreDataDir(file, source)).rejects.toThrow(/is not empty/);
  });

  it("the npm scripts: backup names what to do with a server database, restore needs a file", () => {
    const run = (script: string, args: string[], env: Record<string, string>) => {
      try {
        execFileSync(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: "pipe" });
        return { code: 0, stderr: "" };
      } catch (error) {
        const e = error as { status: number; stderr: Buffer };
        return { code: e.status, stderr: e.stderr.toString() };
      }
    };
    const server = run("scripts/backup.ts", [], { DATABASE_URL: "postgres://example.invalid/db" });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain("pg_dump");
    const missing = run("scripts/restore.ts", [], { DATA_DIR: path.join(scratch, "x") });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Usage:");
  });
});
