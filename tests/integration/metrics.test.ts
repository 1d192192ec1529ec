/**
 * Issue 29.8: GET /metrics in the Prometheus text format, only for `Authorization: Bearer
 * METRICS_TOKEN` (without the setting, or without the token, there is no such page): requests by
 * route and status with latency histograms, and the gauges of the process and the database.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationalGauges } from "#app/services/metrics.server.ts";
import { answerMetrics, createMetrics, routeLabel } from "#server/metrics.ts";

const TOKEN = "a-metrics-token-for-tests";
let base = "";
let server: http.Server;
const metrics = createMetrics();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    metrics.track(req, res);
    if (answerMetrics(req, res, TOKEN, metrics, operationalGauges)) return;
    res.writeHead(req.url?.startsWith("/missing") ? 404 : 200).end("page");
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("/metrics", () => {
  it("is not there without the token, or with a wrong one", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(404);
    const off = http.createServer((req, res) => {
      if (!answerMetrics(req, res, undefined, metrics, operationalGauges)) res.writeHead(404).end("no such page");
    });
    off.listen(0, "127.0.0.1");
    await new Promise((resolve) => off.once("listening", resolve));
    const answer = await fetch(`http://127.0.0.1:${(off.address() as AddressInfo).port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await answer.text()).toBe("no such page");
    await new Promise<void>((resolve) => off.close(() => resolve()));
  });

  it("counts answers by route and status, with latency histograms and the gauges, in the text format", async () => {
    await fetch(`${base}/blog/some-post`);
    await fetch(`${base}/blog`);
    await fetch(`${base}/missing/page`);
    const answer = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();
    expect(text).toContain('iratech_http_requests_total{route="/blog",status="200"} 2');
    expect(text).toContain('iratech_http_requests_total{route="/missing",status="404"} 1');
    expect(text).toContain("# TYPE iratech_http_request_duration_seconds histogram");
    expect(text).toContain('iratech_http_request_duration_seconds_count{route="/blog"} 2');
    expect(text).toMatch(/iratech_http_request_duration_seconds_bucket\{route="\/blog",le="\+Inf"\} 2/);
    expect(text).toMatch(/^iratech_mail_outbox_pending \d+$/m);
    expect(text).toMatch(/^iratech_signups \d+$/m);
    expect(text).toMatch(/^iratech_event_streams_open \d+$/m);
    // Every line is a comment or `name{labels} value`.
    for (const line of text.trim().split("\n")) expect(line).toMatch(/^(# (HELP|TYPE) \S+ .+|[a-z_]+(\{[^}]*\})? [0-9.e+-]+)$/);
  });

  it("labels a route by its first path segment, so made-up URLs cannot grow the label set", () => {
    expect(routeLabel("/")).toBe("/");
    expect(routeLabel("/blog/a-post")).toBe("/blog");
    expect(routeLabel("/admin-dashboard/blog.data")).toBe("/admin-dashboard");
    expect(routeLabel("/robots.txt")).toBe("/robots");
    expect(routeLabel(`/${"x".repeat(100)}`)).toBe("/other");
  });
});
