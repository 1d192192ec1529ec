import { describe, expect, it } from "vitest";
import { hit, peek, reset } from "#app/services/rate-limit.server.ts";

describe("rate limits in the database", () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it("allows up to the limit in a window, then refuses with the time to wait", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit("test:a", rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.count).toBe(4);
    expect(results[3]!.retryAfterSeconds).toBe(60);
    expect((await peek("test:a", now)).count).toBe(4);
  });

  it("starts a new window once the old one has expired", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 5; i++) await hit("test:b", rule, start);
    const later = new Date(start.getTime() + 61_000);
    const next = await hit("test:b", rule, later);
    expect(next).toMatchObject({ allowed: true, count: 1, remaining: 2 });
  });

  it("keeps keys apart and can reset one", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    await hit("test:c", rule, now);
    await hit("test:d", rule, now);
    await reset("test:c");
    expect((await peek("test:c", now)).count).toBe(0);
    expect((await peek("test:d", now)).count).toBe(1);
  });

  it("counts concurrent hits exactly", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => hit("test:e", { limit: 10, windowMs: 60_000 }, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(new Set(results.map((r) => r.count)).size).toBe(20);
  });
});
