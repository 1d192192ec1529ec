/**
 * `npm run backup` / `npm run restore` for the embedded database (issue 29.8). A backup is PGlite's
 * own dump of its data folder (a tarball), taken through the database itself, so it is consistent;
 * the data folder's lock is taken while it runs, so the server must be stopped (a running server
 * holds the lock: the command says so and changes nothing). A restore loads such a file into an
 * empty DATA_DIR only. On a PostgreSQL server use its own tools (`pg_dump`, see the README).
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "./client.server.ts";

/** Writes a consistent copy of the embedded database in `dataDir` to `outFile`; returns its size in bytes. */
export async function backupDataDir(dataDir: string, outFile: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, "pglite"))) throw new Error(`No embedded database in ${dataDir}.`);
  const database = await openPglite({ dataDir });
  try {
    const dump = await database.dumpDataDir!();
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    // Written beside, then renamed: a half-written file never takes the backup's name.
    const partial = `${outFile}.partial`;
    fs.writeFileSync(partial, bytes, { mode: 0o600 });
    fs.renameSync(partial, outFile);
    return bytes.length;
  } finally {
    await database.close();
  }
}

/** Brings a backup back into `dataDir`, which must be empty (or not exist yet). */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore only into an empty DATA_DIR.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const blob = new Blob([fs.readFileSync(file)]);
  const database = await openPglite({ dataDir, loadDataDir: blob });
  try {
    // The restored database answers before the command says it is done.
    await database.db.execute(sql`select 1`);
  } finally {
    await database.close();
  }
}
