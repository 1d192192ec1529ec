/**
 * The embedded database's memory settings (issue 15.5, decision 015): a new data folder is created,
 * migrated and seeded by a child process (server/pglite-init.ts) so that the memory initdb and the
 * seeding take is not kept by the server, and
 * PostgreSQL runs with 16 MB of shared buffers instead of 128 MB.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite, rows } from "../../db/client.server.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("embedded database memory settings", () => {
  // A new database, migrated and seeded with drawn pictures, in a process of its own: 20 s or more on a busy 2-core machine.
  it("server/pglite-init.ts creates, migrates and (with --seed) seeds a data folder in its own process, and says how to call it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-pglite-init-"));
    try {
      const created = spawnSync(process.execPath, ["server/pglite-init.ts", dataDir, "--seed"], { cwd: root, encoding: "utf8", env: { ...process.env, LOG_LEVEL: "silent" } });
      expect(created.stderr).toBe("");
      expect(created.status).toBe(0);
      expect(fs.readFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
      const database = await openPglite({ dataDir });
      const [posts] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from blog_posts`);
      expect(posts!.n).toBeGreaterThan(0);
      await database.close();
      const usage = spawnSync(process.execPath, ["server/pglite-init.ts"], { cwd: root, encoding: "utf8" });
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain("usage: node server/pglite-init.ts <data folder> [--seed]");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("creates a new folder apart, then opens, migrates and reopens it with 16 MB of shared buffers", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-pglite-init-"));
    try {
      const first = await openPglite({ dataDir, initApart: true });
      expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      await first.migrate();
      expect(await rows<{ shared_buffers: string }>(first.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();

      // An existing folder is opened as it is (nothing created again, nothing lost).
      const again = await openPglite({ dataDir, initApart: true });
      expect(await rows<{ note: string }>(again.db, sql`select note from kept`)).toEqual([{ note: "still here" }]);
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
