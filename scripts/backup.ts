/**
 * `npm run backup [-- --out FILE]`: a consistent copy of the embedded database in DATA_DIR (stop
 * the server first; it holds the folder's lock). With DATABASE_URL set, use the server's tools:
 *   pg_dump --format=custom --file=backup.dump "$DATABASE_URL"
 *   pg_restore --clean --if-exists --dbname="$DATABASE_URL" backup.dump
 */
import { parseArgs } from "node:util";
import { backupDataDir } from "#db/backup.server.ts";
import { DatabaseLockedError } from "#db/client.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up the server with pg_dump, e.g. pg_dump --format=custom --file=backup.dump "$DATABASE_URL".');
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ?? "./data";
const out = values.out ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar`;
try {
  const bytes = await backupDataDir(dataDir, out);
  console.log(`Backed up ${dataDir} to ${out} (${(bytes / 1024 / 1024).toFixed(1)} MB). Restore with: DATA_DIR=<empty folder> npm run restore -- ${out}`);
} catch (error) {
  if (error instanceof DatabaseLockedError) console.error(`${dataDir} is in use by a running server: stop it, then run the backup again. Nothing was written.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
