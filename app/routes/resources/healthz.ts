import { sql } from "drizzle-orm";
import { database } from "../../../db/client.server.ts";

/** Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. */
export async function loader() {
  const started = performance.now();
  try {
    await database().db.execute(sql`select 1`);
    return Response.json(
      { status: "ok", database: database().kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch {
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
