/** The database's own health, as /healthz reports it. */
import { sql } from "drizzle-orm";
import { database } from "../../db/client.server.ts";

/** Which engine answers (throws when none does). */
export async function pingDatabase(): Promise<"pglite" | "postgres"> {
  await database().db.execute(sql`select 1`);
  return database().kind;
}
