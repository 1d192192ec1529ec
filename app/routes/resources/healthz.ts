import { pingDatabase } from "#app/models/health.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

/** Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. */
export async function loader() {
  const started = performance.now();
  try {
    const engine = await pingDatabase();
    return Response.json(
      { status: "ok", database: engine, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      { headers: NO_STORE },
    );
  } catch {
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: NO_STORE });
  }
}
