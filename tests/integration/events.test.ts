import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "#app/routes/resources/events.ts";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { startRealtime, stopRealtime } from "#app/services/realtime.server.ts";
import { DEFAULT_STREAM_LIMITS, openStreams, setStreamLimits } from "#app/services/stream-limits.server.ts";
import { testDatabase } from "../setup/test-database.ts";

type Args = Parameters<typeof loader>[0];
const call = (url: string, signal?: AbortSignal) =>
  loader({ request: new Request(`http://localhost${url}`, { signal }) } as unknown as Args);

async function readUntil(response: Response, needle: string, timeoutMs = 5000): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + timeoutMs;
  while (!text.includes(needle) && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 200))]);
    if (chunk && !chunk.done) text += decoder.decode(chunk.value);
  }
  reader.releaseLock();
  return text;
}

describe("/events", () => {
  beforeAll(async () => startRealtime(testDatabase()));
  afterAll(async () => stopRealtime());

  it.each([
    ["/events", "topic must be case-studies or signups"],
    ["/events?topic=users", "topic must be case-studies or signups"],
    ["/events?topic=case-studies&id=../../etc", "id must be a case-study id"],
  ])("answers 400 with a message for %s", async (url, message) => {
    const response = await call(url);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  });

  it("streams a change of the watched case study and nothing for other ones", async () => {
    const abort = new AbortController();
    const response = await call("/events?topic=case-studies&id=watched", abort.signal);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    await testDatabase().db.execute(sql`insert into case_studies (id, title) values ('other', 'Other')`);
    await testDatabase().db.execute(sql`insert into case_studies (id, title) values ('watched', 'Watched')`);
    const text = await readUntil(response, '"id":"watched"');
    abort.abort();
    expect(text).toContain(": connected");
    expect(text).toContain('event: change\ndata: {"topic":"case-studies","id":"watched","op":"INSERT"}');
    expect(text).not.toContain('"id":"other"');
  });

  it("streams signup inserts to the signups topic", async () => {
    const abort = new AbortController();
    const response = await call("/events?topic=signups", abort.signal);
    await testDatabase().db.execute(
      sql`insert into prelaunch_signups (ref_id, name, email, phone, country, role) values ('abc123', 'Ravi', 'ravi@example.com', '+919876543210', 'India', 'Student')`,
    );
    const text = await readUntil(response, '"topic":"signups"');
    abort.abort();
    expect(text).toContain('"op":"INSERT"');
  });
});

describe("/events bounds (issue 16.3)", () => {
  beforeAll(async () => startRealtime(testDatabase()));
  afterAll(async () => {
    setStreamLimits(DEFAULT_STREAM_LIMITS);
    await stopRealtime();
  });

  const fromAddress = (ip: string, signal: AbortSignal) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: "", requestId: "", ip, userAgent: "" });
    return loader({ request: new Request("http://localhost/events?topic=signups", { signal }), context } as unknown as Args);
  };

  it("refuses a stream beyond the cap of one address with 429 and Retry-After, while another address still gets one", async () => {
    setStreamLimits({ perAddress: 3, total: 100, maxLifetimeMs: 60_000 });
    const abort = new AbortController();
    const opened = await Promise.all([1, 2, 3].map(() => fromAddress("198.51.100.1", abort.signal)));
    expect(opened.map((r) => r.status)).toEqual([200, 200, 200]);
    const refused = await fromAddress("198.51.100.1", abort.signal);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe("Too many live-update connections from your network.");
    const other = await fromAddress("198.51.100.2", abort.signal);
    expect(other.status).toBe(200);
    // Closing streams gives their slots back.
    abort.abort();
    expect(openStreams("198.51.100.1")).toBe(0);
    const again = new AbortController();
    expect((await fromAddress("198.51.100.1", again.signal)).status).toBe(200);
    again.abort();
    expect(openStreams()).toBe(0);
  });

  it("refuses a stream beyond the total with 503 and Retry-After", async () => {
    setStreamLimits({ perAddress: 100, total: 4, maxLifetimeMs: 60_000 });
    const abort = new AbortController();
    const opened = await Promise.all([1, 2, 3, 4].map((n) => fromAddress(`203.0.113.${n}`, abort.signal)));
    expect(opened.every((r) => r.status === 200)).toBe(true);
    const refused = await fromAddress("203.0.113.99", abort.signal);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    abort.abort();
    expect(openStreams()).toBe(0);
  });

  it("sends a change at once and the changes right after it as one event, the latest, when the gap is over", async () => {
    setStreamLimits({ perAddress: 10, total: 10, maxLifetimeMs: 3_000, minEventGapMs: 1_000 });
    const response = await fromAddress("192.0.2.6", new AbortController().signal);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain(": connected");
    // Six signups in six statements, as a launch brings them: six notifications.
    for (let n = 1; n <= 6; n++) {
      await testDatabase().db.execute(
        sql`insert into prelaunch_signups (ref_id, name, email, phone, country, role) values (${`gap${n}`}, 'Gap', ${`gap${n}@example.com`}, '+15550002222', 'India', 'Student')`,
      );
    }
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    const events = text.match(/event: change\ndata: .*/g) ?? [];
    const change = 'event: change\ndata: {"topic":"signups","id":null,"op":"INSERT"}';
    expect(events).toEqual([change, change]);
  });

  it("ends a stream at the end of its lifetime, telling the browser when to reconnect", async () => {
    setStreamLimits({ perAddress: 10, total: 10, maxLifetimeMs: 300 });
    const response = await fromAddress("192.0.2.5", new AbortController().signal);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    expect(text).toContain("retry: 2000");
    expect(openStreams("192.0.2.5")).toBe(0);
  });
});
