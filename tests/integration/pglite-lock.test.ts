import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseLockedError, openPglite } from "../../db/client.server.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("embedded database folder lock", () => {
  it("refuses a second process on the same data folder with a clear message", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-lock-"));
    const first = await openPglite({ dataDir });
    try {
      const script = `import { openPglite } from ${JSON.stringify(path.join(root, "db/client.server.ts"))};
        try { await openPglite({ dataDir: ${JSON.stringify(dataDir)} }); console.log("opened"); process.exit(0); }
        catch (error) { console.error(error.message); process.exit(3); }`;
      const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(`is already in use by process ${process.pid}`);
      expect(child.stderr).toContain("set DATABASE_URL");
      // The same process may not open it twice either.
      await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      await first.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-lock-"));
    // A pid that cannot be alive: above the kernel's maximum.
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), "4194305");
    const database = await openPglite({ dataDir });
    await database.close();
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
