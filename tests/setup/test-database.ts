/**
 * Every test file gets its own freshly migrated database, installed as the process's database so
 * that models and routes use it: a PGlite clone of the template, or a new database on the
 * PostgreSQL server created from the template database.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, openPglite, openPostgres, useDatabase, type Database } from "../../db/client.server.ts";
import { onServer, testEngine, urlForDatabase } from "./engines.ts";

let current: Database | undefined;
let serverDatabaseName: string | undefined;

beforeAll(async () => {
  if (testEngine() === "pglite") {
    const template = fs.readFileSync(inject("pgliteTemplate"));
    current = await openPglite({ dataDir: null, loadDataDir: new Blob([template]) });
  } else {
    const template = inject("postgresTemplate");
    const templatePid = template.replace("iratech_test_template_", "");
    serverDatabaseName = `iratech_test_${templatePid}_${crypto.randomBytes(4).toString("hex")}`;
    await onServer((client) => client.query(`CREATE DATABASE ${serverDatabaseName} TEMPLATE ${template}`));
    current = await openPostgres(urlForDatabase(serverDatabaseName), { max: 5 });
  }
  useDatabase(current);
});

// A file's PostgreSQL database is dropped with all the others when the run ends (global-database.ts):
// on PostgreSQL 15 every DROP DATABASE waits for a checkpoint, which flushes and fsyncs the other
// worker's database too (2 to 3 s a file, measured in decision 049); dropped together at the end,
// the databases share one or two checkpoints and their unwritten pages are discarded.
afterAll(async () => {
  await closeDatabase();
});

/** The database of this test file. */
export function testDatabase(): Database {
  if (!current) throw new Error("The test database is not open yet (use it inside tests or hooks).");
  return current;
}
