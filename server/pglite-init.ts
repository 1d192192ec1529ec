/**
 * `node server/pglite-init.ts <data folder> [--seed]`: creates the embedded database of a new data
 * folder (PostgreSQL's initdb), applies the migrations and, with --seed, writes the demo content
 * (db/seed.ts), then exits. The server runs this in a child process before it opens a new data
 * folder (db/client.server.ts, `initApart`), because what initdb and the seeding (pictures drawn and
 * resized) leave in memory, about 150 and 115 MB, would otherwise stay in the server's resident
 * size: WebAssembly memory never shrinks (issue 15.5). The server holds the folder's lock meanwhile.
 */
import { logger } from "#app/services/logger.server.ts";
import { seedMedia } from "#app/services/seed-media.server.ts";
import { seedSitePages } from "#app/services/page-seed.server.ts";
import { openPglite, useDatabase } from "#db/client.server.ts";
import { seedIfEmpty } from "#db/seed.ts";

const folder = process.argv[2];
if (!folder || folder.startsWith("--")) {
  console.error("usage: node server/pglite-init.ts <data folder> [--seed]");
  process.exit(2);
}
const database = await openPglite({ dataDir: folder, locked: true });
try {
  await database.migrate();
  if (process.argv.includes("--seed")) {
    useDatabase(database);
    const seeded = await seedIfEmpty(database.db, seedMedia);
    if (seeded) logger.info({ seeded }, "seeded the empty embedded database with demo content");
    // The site's pages (issue 26) here too, so their pictures are drawn in this short-lived process.
    await seedSitePages();
  }
} finally {
  await database.close();
}
