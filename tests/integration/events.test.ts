import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "#app/routes/resources/events.ts";
import { startRealtime, stopRealtime } from "#app/services/realtime.server.ts";
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
