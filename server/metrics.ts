/**
 * `/metrics` in the Prometheus text format (issue 29.8), behind `METRICS_TOKEN` (unset: the path
 * does not exist). Requests by route and status and their latency, counted at the HTTP server, so
 * the fast path's answers are in it too; gauges read when scraped: open event streams, the mail
 * outbox's depth, signups, and the PostgreSQL pool. Routes are the first path segment (`/blog`,
 * `/media`, `/admin-dashboard`, …): a stranger's made-up URLs cannot grow the label set.
 */
import crypto from "node:crypto";
import type http from "node:http";
import { NO_STORE } from "#app/lib/http.ts";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
const KNOWN_ROUTES = 200;

type Series = { count: number; sum: number; buckets: number[] };

export function routeLabel(pathname: string): string {
  const first = /^\/[^/?#.]*/.exec(pathname.replace(/\.data$/, ""))?.[0] ?? "/";
  return first.length > 40 ? "/other" : first;
}

export type Metrics = {
  /** Counts `res` when it finishes (call at the start of every request). */
  track(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** The exposition text, with `gauges` (name → help and value; null values are left out). */
  render(gauges: Record<string, { help: string; value: number | null }>): string;
};

export function createMetrics(): Metrics {
  const requests = new Map<string, number>();
  const latency = new Map<string, Series>();
  return {
    track(req, res) {
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        let route = routeLabel((req.url ?? "/").split("?")[0]!);
        if (!latency.has(route) && latency.size >= KNOWN_ROUTES) route = "/other";
        const key = `${route}\u0000${res.statusCode}`;
        requests.set(key, (requests.get(key) ?? 0) + 1);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const series = latency.get(route) ?? { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
        series.count++;
        series.sum += seconds;
        BUCKETS.forEach((le, i) => {
          if (seconds <= le) series.buckets[i]!++;
        });
        latency.set(route, series);
      });
    },
    render(gauges) {
      const lines: string[] = [];
      const escape = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
      lines.push("# HELP iratech_http_requests_total HTTP answers by route (first path segment) and status.");
      lines.push("# TYPE iratech_http_requests_total counter");
      for (const [key, n] of requests) {
        const [route, status] = key.split("\u0000");
        lines.push(`iratech_http_requests_total{route="${escape(route!)}",status="${status}"} ${n}`);
      }
      lines.push("# HELP iratech_http_request_duration_seconds Time from the request's arrival to the end of its answer.");
      lines.push("# TYPE iratech_http_request_duration_seconds histogram");
      for (const [route, series] of latency) {
        const r = escape(route);
        BUCKETS.forEach((le, i) => lines.push(`iratech_http_request_duration_seconds_bucket{route="${r}",le="${le}"} ${series.buckets[i]}`));
        lines.push(`iratech_http_request_duration_seconds_bucket{route="${r}",le="+Inf"} ${series.count}`);
        lines.push(`iratech_http_request_duration_seconds_sum{route="${r}"} ${series.sum}`);
        lines.push(`iratech_http_request_duration_seconds_count{route="${r}"} ${series.count}`);
      }
      for (const [name, gauge] of Object.entries(gauges)) {
        if (gauge.value === null) continue;
        lines.push(`# HELP ${name} ${gauge.help}`, `# TYPE ${name} gauge`, `${name} ${gauge.value}`);
      }
      return `${lines.join("\n")}\n`;
    },
  };
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function authorised(req: http.IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(token).digest();
  return given.length > 0 && crypto.timingSafeEqual(a, b);
}

/**
 * Answers GET /metrics when `token` is set and given; otherwise leaves the request alone (it is
 * then a page like any unknown one: 404). Returns true when it answered.
 */
export function answerMetrics(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  token: string | undefined,
  metrics: Metrics,
  gauges: () => Promise<Record<string, { help: string; value: number | null }>>,
): boolean {
  if (!token || (req.url ?? "").split("?")[0] !== "/metrics" || req.method !== "GET") return false;
  if (!authorised(req, token)) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE }).end("Not found");
    return true;
  }
  gauges()
    .catch(() => ({}))
    .then((values) => {
      res.writeHead(200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8", ...NO_STORE }).end(metrics.render(values));
    });
  return true;
}
