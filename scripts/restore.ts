/** `DATA_DIR=<empty folder> npm run restore -- FILE`: brings a backup of `npm run backup` back. */
import { restoreDataDir } from "#db/backup.server.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: DATA_DIR=<empty folder> npm run restore -- <backup file>");
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ?? "./data";
try {
  await restoreDataDir(file, dataDir);
  console.log(`Restored ${file} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
