/**
 * The pure parts of cookieless analytics (issue 27): the visitor hash, who is not counted (Do Not
 * Track, Global Privacy Control, bots), user-agent parsing, referrer domains and page URLs, and the
 * dashboard's query string.
 */
import { describe, expect, it } from "vitest";
import { exclusionOf, overLimit, parseUserAgent, referrerDomain, splitPageUrl, utcDay, visitorHash } from "#app/services/analytics.server.ts";
import { collectSchema, parseDashboardQuery } from "#app/lib/schemas/analytics.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("visitor hash", () => {
  it("is the same for the same salt, site, address and user agent, and 32 hex digits", () => {
    const a = visitorHash("salt-1", "example.com", "203.0.113.7", CHROME);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash("salt-1", "example.com", "203.0.113.7", CHROME)).toBe(a);
  });

  it("changes with each of its four parts, so a new day's salt makes a new visitor", () => {
    const a = visitorHash("salt-1", "example.com", "203.0.113.7", CHROME);
    expect(visitorHash("salt-2", "example.com", "203.0.113.7", CHROME)).not.toBe(a);
    expect(visitorHash("salt-1", "example.org", "203.0.113.7", CHROME)).not.toBe(a);
    expect(visitorHash("salt-1", "example.com", "203.0.113.8", CHROME)).not.toBe(a);
    expect(visitorHash("salt-1", "example.com", "203.0.113.7", IPHONE)).not.toBe(a);
  });

  it("cannot be confused by moving text between parts", () => {
    expect(visitorHash("ab", "c", "1.1.1.1", CHROME)).not.toBe(visitorHash("a", "bc", "1.1.1.1", CHROME));
  });

  it("names the UTC day of a moment", () => {
    expect(utcDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(utcDay(new Date("2026-03-02T00:00:00.000Z"))).toBe("2026-03-02");
  });
});

describe("who is not counted", () => {
  const headers = (init: Record<string, string> = {}) => new Headers(init);
  it("counts an ordinary browser", () => expect(exclusionOf(headers(), CHROME)).toBeNull());
  it("leaves out Do Not Track", () => expect(exclusionOf(headers({ DNT: "1" }), CHROME)).toBe("dnt"));
  it("leaves out Global Privacy Control", () => expect(exclusionOf(headers({ "Sec-GPC": "1" }), CHROME)).toBe("gpc"));
  it("counts DNT: 0", () => expect(exclusionOf(headers({ DNT: "0" }), CHROME)).toBeNull());
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "curl/8.5.0",
    "python-requests/2.31.0",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
    "",
    "   ",
  ])("leaves out the bot %j", (ua) => expect(exclusionOf(headers(), ua)).toBe("bot"));
});

describe("user agents", () => {
  it.each([
    [CHROME, { device: "desktop", browser: "Chrome", os: "Windows" }],
    [IPHONE, { device: "mobile", browser: "Mobile Safari", os: "iOS" }],
    [IPAD, { device: "tablet", browser: "Mobile Safari", os: "iOS" }],
    [FIREFOX_LINUX, { device: "desktop", browser: "Firefox", os: "Linux" }],
    [ANDROID, { device: "mobile", browser: "Mobile Chrome", os: "Android" }],
    ["something else entirely", { device: "desktop", browser: null, os: null }],
  ])("reads %s", (ua, expected) => expect(parseUserAgent(ua)).toEqual(expected));
});

describe("referrers and pages", () => {
  it("keeps only another site's domain", () => {
    expect(referrerDomain("https://www.google.com/search?q=secret", "iratech.io")).toBe("google.com");
    expect(referrerDomain("https://news.ycombinator.com/item?id=1", "iratech.io")).toBe("news.ycombinator.com");
    expect(referrerDomain("https://iratech.io/blog", "iratech.io")).toBeNull();
    expect(referrerDomain("https://www.iratech.io/", "iratech.io")).toBeNull();
    expect(referrerDomain("", "iratech.io")).toBeNull();
    expect(referrerDomain("javascript:alert(1)", "iratech.io")).toBeNull();
    expect(referrerDomain("not a url", "iratech.io")).toBeNull();
  });

  it("splits a page into its path and the five UTM values, dropping the rest of the query", () => {
    expect(splitPageUrl("/iraconnect?utm_source=linkedin&utm_medium=social&utm_campaign=spring-test&utm_term=t&utm_content=c&email=a@b.c")).toEqual({
      path: "/iraconnect",
      utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "spring-test", utm_term: "t", utm_content: "c" },
    });
    expect(splitPageUrl("/blog/").path).toBe("/blog");
    expect(splitPageUrl("/").path).toBe("/");
    expect(splitPageUrl("/blog/caf%C3%A9").path).toBe("/blog/café");
    expect(splitPageUrl("/?utm_source=%20%20").utm.utm_source).toBeNull();
  });

  it("takes only known events and paths of this site", () => {
    expect(collectSchema.safeParse({ n: "pageview", u: "/about" }).success).toBe(true);
    expect(collectSchema.safeParse({ n: "signup", u: "/iraconnect?utm_campaign=x", r: "https://x.com/", d: "copy" }).success).toBe(true);
    expect(collectSchema.safeParse({ n: "purchase", u: "/about" }).success).toBe(false);
    expect(collectSchema.safeParse({ n: "pageview", u: "//evil.example/" }).success).toBe(false);
    expect(collectSchema.safeParse({ n: "pageview", u: "https://evil.example/" }).success).toBe(false);
    expect(collectSchema.safeParse({ n: "pageview", u: "/a b" }).success).toBe(false);
    expect(collectSchema.safeParse({ n: "pageview", u: "/about", extra: 1 }).success).toBe(false);
  });
});

describe("the dashboard's query string", () => {
  it("reads the period and filters, and falls back on anything else", () => {
    expect(parseDashboardQuery(new URLSearchParams("period=7d&campaign=spring-test&device=mobile"))).toMatchObject({ period: "7d", campaign: "spring-test", device: "mobile" });
    expect(parseDashboardQuery(new URLSearchParams("period=forever&country=" + "x".repeat(500)))).toMatchObject({ period: "30d", country: undefined });
    expect(parseDashboardQuery(new URLSearchParams(""))).toMatchObject({ period: "30d" });
  });
});

describe("the limit per address", () => {
  it("allows `limit` events a minute per address, then refuses until the next minute", () => {
    const minute = Date.UTC(2026, 2, 10, 10, 0);
    const hits = Array.from({ length: 5 }, () => overLimit("192.0.2.77", minute + 1_000, 3));
    expect(hits).toEqual([false, false, false, true, true]);
    expect(overLimit("192.0.2.78", minute + 2_000, 3)).toBe(false);
    expect(overLimit("192.0.2.77", minute + 60_000, 3)).toBe(false);
  });
});

describe("text PostgreSQL would refuse", () => {
  it("drops control characters from UTM values and paths, and refuses them in details and filters", () => {
    expect(splitPageUrl("/a%00b?utm_source=x%00y").utm.utm_source).toBe("xy");
    expect(splitPageUrl("/a%00b").path).toBe("/ab");
    expect(collectSchema.safeParse({ n: "outbound", u: "/", d: "a\u0000b" }).success).toBe(false);
    expect(parseDashboardQuery(new URLSearchParams("campaign=%00")).campaign).toBeUndefined();
  });
});
