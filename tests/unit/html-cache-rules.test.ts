import { describe, expect, it } from "vitest";
import { cacheKeyOf, pageChangingCookie, storableAnswer } from "#server/html-cache.ts";

describe("what the HTML cache keeps for every visitor", () => {
  it("keeps a public 200, the IRACONNECT landing's no-store 200 (a signup drops it) and a case study's private 200", () => {
    expect(storableAnswer(200, { "cache-control": "public, max-age=0, must-revalidate" })).toBe(true);
    expect(storableAnswer(200, { "cache-control": "no-store" })).toBe(true);
    expect(storableAnswer(200, { "cache-control": "private, no-cache" })).toBe(true);
  });

  it("never keeps an answer for this request only (private, no-store: the home page without its database), a noindex page, a cookie or an error", () => {
    expect(storableAnswer(200, { "cache-control": "private, no-store" })).toBe(false);
    expect(storableAnswer(200, { "x-robots-tag": "noindex, nofollow" })).toBe(false);
    expect(storableAnswer(200, { "set-cookie": "a=b" })).toBe(false);
    expect(storableAnswer(503, {})).toBe(false);
  });
});

describe("the landing tests' assignment cookie and the cache (decision 037)", () => {
  const assignment = `${"a1".repeat(16)}:b`;
  it("keys a page by its URL and the assignment, and lets the assignment through the cache", () => {
    expect(cacheKeyOf("/spring", undefined)).toBe("/spring");
    expect(cacheKeyOf("/spring", "iratech_touch=x")).toBe("/spring");
    expect(cacheKeyOf("/spring", `ira_v=${assignment}`)).toBe(`/spring\n${assignment}`);
    expect(cacheKeyOf("/spring", `ira_v=${assignment}`)).not.toBe(cacheKeyOf("/spring", `ira_v=${assignment.replace(":b", ":a")}`));
    expect(pageChangingCookie(`ira_v=${assignment}; iratech_touch=x`)).toBe(false);
    expect(pageChangingCookie(`ira_v=${assignment}; iratech_session=s`)).toBe(true);
  });
});
