/**
 * `node db/pglite-init.ts <folder>`: creates an empty embedded database in <folder> (PostgreSQL's
 * initdb) and exits. The server runs this in a child process before it opens a new data folder
 * (db/client.server.ts), because initdb's WebAssembly memory, about 150 MB, would otherwise stay in
 * the server's resident size for good: WebAssembly memory never shrinks (issue 15.5).
 */
import { PGlite } from "@electric-sql/pglite";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: node db/pglite-init.ts <folder>");
  process.exit(2);
}
const client = await PGlite.create({ dataDir: folder });
await client.close();
