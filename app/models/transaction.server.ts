/**
 * A transaction that spans several models. Services decide what must commit together; the
 * database handle itself stays in app/models and db/, so a service names it only as a type.
 */
import { database, db, type Database, type Db } from "../../db/client.server.ts";

export type { Database };

/** What every model function takes as its last argument: the database, or an open transaction. */
export type Executor = Db;
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs `work` in one transaction on `executor` (a nested one is a savepoint, as drizzle does). */
export function inTransaction<T>(work: (tx: Transaction) => Promise<T>, executor: Executor = db()): Promise<T> {
  return executor.transaction(work);
}

/** The process's open database with its LISTEN, for workers that wake on NOTIFY. */
export function currentDatabase(): Database {
  return database();
}

/** The database itself, for a default argument (`executor = database()`). */
export function defaultExecutor(): Executor {
  return db();
}
