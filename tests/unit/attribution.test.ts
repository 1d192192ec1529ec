/** The attribution cookie's rules: first touch kept, last replaced, hostile values clipped or ignored. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanTouchValue, nextTouches, parseTouches, referrerHost, serializeTouches, TOUCH_VALUE_MAX, touchColumns, touchOf } from "#app/lib/attribution.ts";

const cookieRoundTrip = (value: string) => decodeURIComponent(value);

describe("touches", () => {
  it("takes UTM values and another site's host from a landing request; nothing from our own pages", () => {
    const touch = touchOf(new URLSearchParams("utm_source=linkedin&utm_medium=social&utm_campaign=launch&x=1"), "https://www.google.com/search?q=x", "iratech.io");
    expect(touch).toEqual({ source: "linkedin", medium: "social", campaign: "launch", referrer: "google.com" });
    expect(touchOf(new URLSearchParams(""), "https://iratech.io/blog", "iratech.io")).toBeNull();
    expect(touchOf(new URLSearchParams(""), "http://localhost:4100/", "localhost:4100")).toBeNull();
    expect(touchOf(new URLSearchParams("utm_source=%20%20"), "javascript:alert(1)", "iratech.io")).toBeNull();
    expect(referrerHost("not a url", "x")).toBeNull();
  });

  it("keeps the first touch and replaces the last, through the cookie", () => {
    const first = touchOf(new URLSearchParams("utm_source=newsletter&utm_campaign=nov"), null, "iratech.io");
    const afterLanding = nextTouches(null, first)!;
    const later = touchOf(new URLSearchParams(""), "https://news.ycombinator.com/item", "iratech.io");
    const afterSecond = nextTouches(parseTouches(cookieRoundTrip(serializeTouches(afterLanding))), later)!;
    const stored = parseTouches(cookieRoundTrip(serializeTouches(afterSecond)));
    expect(touchColumns(stored)).toEqual({
      firstSource: "newsletter",
      firstMedium: null,
      firstCampaign: "nov",
      firstReferrer: null,
      lastSource: null,
      lastMedium: null,
      lastCampaign: null,
      lastReferrer: news("ycombinator.com"),
    });
    // A page without a touch changes nothing.
    expect(nextTouches(stored, null)).toBeNull();
  });

  it("stores only clean values within the column limit, whatever a stranger sends", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: "binary" }), fc.string({ maxLength: 400 }), (value, referer) => {
        const touch = touchOf(new URLSearchParams({ utm_source: value, utm_medium: value, utm_campaign: value }), referer, "iratech.io");
        const parsed = parseTouches(value);
        for (const t of [touch, parsed?.first, parsed?.last]) {
          for (const field of Object.values(t ?? {})) {
            if (field === null) continue;
            expect(field.length).toBeLessThanOrEqual(TOUCH_VALUE_MAX);
            expect(field).toBe(field.trim());
            expect(field).not.toMatch(/[\u0000-\u001f\u007f]/);
            expect(Buffer.from(field, "utf8").toString("utf8")).toBe(field);
          }
        }
      }),
      { numRuns: 200 },
    );
    expect(cleanTouchValue("x".repeat(500))).toHaveLength(TOUCH_VALUE_MAX);
    expect(cleanTouchValue("😀".repeat(80))!.length).toBeLessThanOrEqual(TOUCH_VALUE_MAX);
  });
});

function news(host: string) {
  return `news.${host}`;
}
