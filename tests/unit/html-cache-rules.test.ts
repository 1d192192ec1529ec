import { describe, expect, it } from "vitest";
import { storableAnswer } from "#server/html-cache.ts";

describe("what the HTML cache keeps for every visitor", () => {
  it("keeps a public 200, and the IRACONNECT landing's no-store 200 (a signup drops it)", () => {
    expect(storableAnswer(200, { "cache-control": "public, max-age=0, must-revalidate" })).toBe(true);
    expect(storableAnswer(200, { "cache-control": "no-store" })).toBe(true);
  });

  it("never keeps a private answer (the home page without its database), a noindex page, a cookie or an error", () => {
    expect(storableAnswer(200, { "cache-control": "private, no-store" })).toBe(false);
    expect(storableAnswer(200, { "x-robots-tag": "noindex, nofollow" })).toBe(false);
    expect(storableAnswer(200, { "set-cookie": "a=b" })).toBe(false);
    expect(storableAnswer(503, {})).toBe(false);
  });
});
