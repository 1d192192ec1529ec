/**
 * Cookieless analytics on a real database (issue 27), on PGlite and on PostgreSQL: a batch of
 * events is one statement, salts are shared and deleted after 48 hours, the rollups follow the raw
 * events incrementally, and the dashboard's reads give numbers worked out by hand below.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  breakdown,
  deleteEventsBefore,
  eventTotals,
  funnel,
  goals,
  insertEvents,
  postResults,
  rollUpDays,
  rollUpEvents,
  saltForDay,
  storedSaltDays,
  summary,
  timeseries,
  topPages,
  visitorsNow,
  type NewAnalyticsEvent,
} from "#app/models/analytics.server.ts";
import { rotateSalts } from "#app/services/analytics.server.ts";
import { action as collectAction } from "#app/routes/resources/analytics-event.ts";
import { testDatabase } from "../setup/test-database.ts";
import { formRequest, requestContext } from "../support/route-call.ts";

const db = () => testDatabase().db;
const count = async (query: ReturnType<typeof sql>) => Number(((await db().execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]!.n);

const BLANK = { detail: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, device: "desktop", browser: "Chrome", os: "Windows", country: null };
const at = (time: string) => new Date(`2026-03-10T${time}Z`);
const ev = (visitor: string, time: string, name: string, path: string, more: Partial<NewAnalyticsEvent> = {}): NewAnalyticsEvent => ({ ...BLANK, visitor, name, path, at: at(time), ...more });
const SPRING = { utmCampaign: "spring", utmSource: "linkedin", device: "mobile", country: "DE" } as const;

// Visitor A: a visit from LinkedIn's spring campaign (landing, modal, signup, thanks: 2 pageviews,
// 600 s), then 50 minutes later a new visit to the home page (1 pageview, a bounce, 0 s).
// Visitor B: from google.com, a post, then subscribes (1 pageview, a bounce, 60 s).
// Visitor C: spring campaign from the newsletter, landing and modal (1 pageview, a bounce, 30 s).
const FIRST = [
  ev("A", "10:00:00", "pageview", "/iraconnect", { ...SPRING }),
  ev("A", "10:01:00", "modal_open", "/iraconnect", { ...SPRING }),
  ev("A", "10:02:00", "signup", "/iraconnect", { ...SPRING }),
];
const LATER = [
  ev("A", "10:10:00", "pageview", "/iraconnect/thanks", { device: "mobile", country: "DE" }),
  ev("B", "10:30:00", "pageview", "/blog/hello", { referrer: "google.com" }),
  ev("B", "10:31:00", "newsletter_subscribed", "/blog/hello", { referrer: "google.com" }),
  ev("A", "11:00:00", "pageview", "/", { device: "mobile", country: "DE" }),
  ev("C", "12:00:00", "pageview", "/iraconnect", { utmCampaign: "spring", utmSource: "newsletter", country: "US" }),
  ev("C", "12:00:30", "modal_open", "/iraconnect", { utmCampaign: "spring", utmSource: "newsletter", country: "US" }),
];
const DAY = { from: new Date("2026-03-10T00:00:00Z"), to: new Date("2026-03-11T00:00:00Z") };
const FUNNEL = [
  { label: "Landing", goal: "/iraconnect|/iraconnect/join" },
  { label: "Modal opened", goal: "modal_open" },
  { label: "Signup", goal: "signup" },
  { label: "Confirmed", goal: "confirmation" },
];

describe("ingest", () => {
  it("stores a batch of events in one statement", async () => {
    let statements = 0;
    const counting = { execute: (query: Parameters<ReturnType<typeof db>["execute"]>[0]) => (statements++, db().execute(query)) };
    const batch = Array.from({ length: 40 }, (_, i) => ev(`batch-${i % 7}`, "09:00:00", "pageview", `/p${i}`));
    expect(await insertEvents(batch, counting as never)).toBe(40);
    expect(statements).toBe(1);
    expect(await count(sql`select count(distinct xmin::text) as n from analytics_events where visitor like 'batch-%'`)).toBe(1);
    await db().execute(sql`delete from analytics_events where visitor like 'batch-%'`);
  });

  it("gathers beacons that arrive together into one statement through the batcher", async () => {
    const send = (i: number) =>
      collectAction({
        request: formRequest("/api/event", { n: "pageview", u: `/together/${i}`, r: "" }),
        context: requestContext({ ip: `198.51.100.${i}`, userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" }),
        params: {},
      } as never) as Promise<Response>;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(i)));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(202));
    expect(await count(sql`select count(*) as n from analytics_events where path like '/together/%'`)).toBe(30);
    // Every request waited for its row; 30 requests shared at most two statements (the first may go alone).
    expect(await count(sql`select count(distinct xmin::text) as n from analytics_events where path like '/together/%'`)).toBeLessThanOrEqual(2);
    expect(await count(sql`select count(distinct visitor) as n from analytics_events where path like '/together/%'`)).toBe(30);
    await db().execute(sql`delete from analytics_events where path like '/together/%'`);
  });

  it("does not store a visitor who sends Global Privacy Control or Do Not Track, nor a bot", async () => {
    const send = (headers: Record<string, string>, userAgent: string) =>
      collectAction({
        request: formRequest("/api/event", { n: "pageview", u: "/private", r: "" }, { headers }),
        context: requestContext({ ip: "198.51.100.200", userAgent }),
        params: {},
      } as never) as Promise<Response>;
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect((await send({ "Sec-GPC": "1" }, chrome)).status).toBe(204);
    expect((await send({ DNT: "1" }, chrome)).status).toBe(204);
    expect((await send({}, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).status).toBe(204);
    expect(await count(sql`select count(*) as n from analytics_events where path = '/private'`)).toBe(0);
  });
});

describe("salts", () => {
  it("gives every caller the first salt stored for a day", async () => {
    expect(await saltForDay("2026-01-05", "first")).toBe("first");
    expect(await saltForDay("2026-01-05", "second")).toBe("first");
  });

  it("keeps today's and yesterday's salts and deletes older ones (none lives past 48 hours)", async () => {
    for (const day of ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"]) await saltForDay(day, `salt-${day}`);
    await rotateSalts(new Date("2026-01-04T08:00:00Z"));
    const days = await storedSaltDays();
    expect(days).toContain("2026-01-03");
    expect(days).toContain("2026-01-04");
    expect(days).not.toContain("2026-01-02");
    expect(days).not.toContain("2026-01-01");
  });
});

describe("rollups and the dashboard's reads", () => {
  beforeAll(async () => {
    await db().execute(sql`delete from analytics_events`);
    // Rolled up in two steps: A's first visit goes on across them.
    await insertEvents(FIRST);
    expect(await rollUpEvents({ now: new Date("2026-03-10T10:03:00Z"), settleMs: 0 })).toBe(3);
    await insertEvents(LATER);
    expect(await rollUpEvents({ now: new Date("2026-03-10T13:00:00Z"), settleMs: 0 })).toBe(6);
    expect(await rollUpEvents({ now: new Date("2026-03-10T13:00:00Z"), settleMs: 0 })).toBe(0);
  });

  it("makes one visit per run of events less than 30 minutes apart", async () => {
    expect(await count(sql`select count(*) as n from analytics_visits`)).toBe(4);
    expect(await count(sql`select count(*) as n from analytics_visits where visitor = 'A'`)).toBe(2);
  });

  it("sums visitors, visits, pageviews, bounce rate and visit duration", async () => {
    // Bounces: A's second visit, B's and C's (one pageview each): 3 of 4. Duration: (600 + 0 + 60 + 30) / 4 = 172.5.
    expect(await summary(DAY)).toEqual({ visitors: 3, visits: 4, pageviews: 5, bounceRate: 75, visitDuration: 173 });
    expect(await summary(DAY, { campaign: "spring" })).toEqual({ visitors: 2, visits: 2, pageviews: 3, bounceRate: 50, visitDuration: 315 });
    expect(await summary(DAY, { page: "/blog/hello" })).toMatchObject({ visitors: 1, visits: 1, pageviews: 1 });
    expect(await summary({ from: new Date("2026-03-09T00:00:00Z"), to: DAY.from })).toEqual({ visitors: 0, visits: 0, pageviews: 0, bounceRate: 0, visitDuration: 0 });
  });

  it("gives the series per hour with the empty hours", async () => {
    const hours = await timeseries(DAY, 1);
    expect(hours).toHaveLength(24);
    expect(hours[10]).toMatchObject({ bucket: "2026-03-10T10:00:00.000Z", visits: 2, visitors: 2, pageviews: 3 });
    expect(hours[11]).toMatchObject({ visits: 1, pageviews: 1 });
    expect(hours[12]).toMatchObject({ visits: 1, pageviews: 1 });
    expect(hours[9]).toMatchObject({ visits: 0, visitors: 0, pageviews: 0 });
    const days = await timeseries({ from: new Date("2026-03-09T00:00:00Z"), to: DAY.to }, 24);
    expect(days.map((d) => d.visits)).toEqual([0, 4]);
  });

  it("breaks visits down by source, campaign, device, country and entry page", async () => {
    expect(await breakdown("source", DAY)).toEqual([
      { value: "Direct", visitors: 1, visits: 1 },
      { value: "google.com", visitors: 1, visits: 1 },
      { value: "linkedin", visitors: 1, visits: 1 },
      { value: "newsletter", visitors: 1, visits: 1 },
    ]);
    expect(await breakdown("campaign", DAY)).toEqual([
      { value: "(none)", visitors: 2, visits: 2 },
      { value: "spring", visitors: 2, visits: 2 },
    ]);
    expect(await breakdown("device", DAY)).toEqual([
      { value: "desktop", visitors: 2, visits: 2 },
      { value: "mobile", visitors: 1, visits: 2 },
    ]);
    expect(await breakdown("country", DAY)).toEqual([
      { value: "DE", visitors: 1, visits: 2 },
      { value: "US", visitors: 1, visits: 1 },
      { value: "Unknown", visitors: 1, visits: 1 },
    ]);
    expect(await breakdown("entry", DAY, { campaign: "spring" })).toEqual([{ value: "/iraconnect", visitors: 2, visits: 2 }]);
  });

  it("lists top pages with visitors and pageviews", async () => {
    expect(await topPages(DAY)).toEqual([
      { path: "/iraconnect", visitors: 2, pageviews: 2 },
      { path: "/", visitors: 1, pageviews: 1 },
      { path: "/blog/hello", visitors: 1, pageviews: 1 },
      { path: "/iraconnect/thanks", visitors: 1, pageviews: 1 },
    ]);
    expect(await topPages(DAY, { device: "desktop" })).toEqual([
      { path: "/blog/hello", visitors: 1, pageviews: 1 },
      { path: "/iraconnect", visitors: 1, pageviews: 1 },
    ]);
  });

  it("counts goals and the funnel's steps", async () => {
    expect(await goals(["signup", "newsletter_subscribed", "/iraconnect/thanks"], DAY)).toEqual([
      { goal: "signup", visitors: 1, conversionRate: 33.3 },
      { goal: "newsletter_subscribed", visitors: 1, conversionRate: 33.3 },
      { goal: "/iraconnect/thanks", visitors: 1, conversionRate: 33.3 },
    ]);
    expect(await funnel(FUNNEL, DAY)).toEqual([
      { step: "Landing", visitors: 2, fromPrevious: 100, fromFirst: 100 },
      { step: "Modal opened", visitors: 2, fromPrevious: 100, fromFirst: 100 },
      { step: "Signup", visitors: 1, fromPrevious: 50, fromFirst: 50 },
      { step: "Confirmed", visitors: 0, fromPrevious: 0, fromFirst: 0 },
    ]);
    expect((await funnel(FUNNEL, DAY, { source: "newsletter" })).map((s) => s.visitors)).toEqual([1, 1, 0, 0]);
  });

  it("gives each post its visitors, subscribers and signups", async () => {
    expect(await postResults("/blog/", DAY)).toEqual([{ path: "/blog/hello", visitors: 1, signups: 0, subscribers: 1 }]);
  });

  it("reads event totals from the hourly and daily rollups", async () => {
    const expected = [
      { name: "pageview", events: 5 },
      { name: "modal_open", events: 2 },
      { name: "newsletter_subscribed", events: 1 },
      { name: "signup", events: 1 },
    ];
    expect(await eventTotals(DAY)).toEqual(expected);
    expect(await eventTotals({ from: new Date("2026-03-01T00:00:00Z"), to: DAY.to })).toEqual(expected);
    expect(await count(sql`select count(*) as n from analytics_hourly`)).toBe(9);
  });

  it("counts visitors of the last five minutes from the raw events", async () => {
    expect(await visitorsNow(new Date("2026-03-10T12:03:00Z"))).toBe(1);
    expect(await visitorsNow(new Date("2026-03-10T10:04:00Z"))).toBe(1);
  });

  it("deletes raw events past the retention, and the rollups keep their numbers", async () => {
    expect(await deleteEventsBefore(DAY.to)).toBe(9);
    expect(await count(sql`select count(*) as n from analytics_events`)).toBe(0);
    expect(await summary(DAY)).toMatchObject({ visitors: 3, visits: 4, pageviews: 5 });
  });
});

describe("day rollups (decision 048): the dashboard reads whole past days from the day tables, with the same answers", () => {
  const RANGE = { from: new Date("2026-04-01T00:00:00Z"), to: new Date("2026-04-04T00:00:00Z") };
  const PATHS = ["/", "/iraconnect", "/iraconnect/join", "/blog/one", "/blog/two", "/about"];
  const NAMES = ["modal_open", "signup", "confirmation", "newsletter_subscribed"];
  /** Deterministic events over three days: visitors with several visits from different sources, devices and countries a day. */
  function generated(): NewAnalyticsEvent[] {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const events: NewAnalyticsEvent[] = [];
    for (let day = 1; day <= 3; day++) {
      for (let v = 0; v < 14; v++) {
        let minute = next(60);
        for (let visit = 0; visit < 1 + next(3); visit++) {
          const dims = {
            utmSource: [null, "linkedin", "newsletter"][next(3)]!,
            utmCampaign: [null, "spring", "summer"][next(3)]!,
            referrer: [null, "google.com"][next(2)]!,
            device: ["desktop", "mobile"][next(2)]!,
            country: [null, "DE", "US"][next(3)]!,
          };
          for (let e = 0; e < 1 + next(4); e++) {
            const name = next(3) === 0 ? NAMES[next(NAMES.length)]! : "pageview";
            const at = new Date(Date.UTC(2026, 3, day, 8 + Math.floor(minute / 60), minute % 60));
            events.push({ ...BLANK, ...dims, visitor: `d${day}v${v}`, name, path: PATHS[next(PATHS.length)]!, at });
            minute += 1 + next(5);
          }
          minute += 45; // the next visit (more than 30 minutes later)
        }
      }
    }
    return events;
  }
  const FILTERS = [{}, { campaign: "spring" }, { source: "linkedin" }, { country: "Unknown" }, { source: "Direct", device: "mobile" }, { campaign: "summer", country: "DE", device: "desktop" }, { page: "/about" }];
  async function everyRead() {
    const out: unknown[] = [];
    for (const filters of FILTERS) {
      out.push(
        await summary(RANGE, filters),
        await timeseries(RANGE, 24, filters),
        await Promise.all((["entry", "source", "campaign", "device", "country"] as const).map((d) => breakdown(d, RANGE, filters, 100))),
        await topPages(RANGE, filters, 100),
        await goals(["signup", "modal_open", "newsletter_subscribed", "/iraconnect"], RANGE, filters),
        await funnel(FUNNEL, RANGE, filters),
        await postResults("/blog/", RANGE, filters),
      );
    }
    return out;
  }
  const rolledDays = async () => (await db().execute(sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_rolled_days where day >= '2026-04-01' order by day`)) as unknown as { rows: { day: string }[] };

  it("gives every read, unfiltered and filtered, the numbers the visits give; today stays on the visits; a late event sends its day back to them", async () => {
    await insertEvents(generated());
    while ((await rollUpEvents({ now: new Date("2026-04-03T23:00:00Z"), settleMs: 0, limit: 50 })) > 0);
    const fromVisits = await everyRead();
    expect((fromVisits[0] as { visits: number }).visits).toBeGreaterThan(40);

    // On April 3 (today): the first two days are rolled up, today is not.
    expect(await rollUpDays({ now: new Date("2026-04-03T23:30:00Z") })).toBeGreaterThanOrEqual(2);
    expect((await rolledDays()).rows.map((r) => r.day)).toEqual(["2026-04-01", "2026-04-02"]);
    expect(await everyRead()).toEqual(fromVisits);
    // The next day all three are.
    await rollUpDays({ now: new Date("2026-04-04T00:10:00Z") });
    expect((await rolledDays()).rows.map((r) => r.day)).toEqual(["2026-04-01", "2026-04-02", "2026-04-03"]);
    expect(await everyRead()).toEqual(fromVisits);
    expect(await count(sql`select count(*) as n from analytics_visit_days where day = '2026-04-02' and entry_path is null and source is null and campaign is null and device is null and country is null`)).toBe(1);

    // A late event for April 2 (a new visitor): that day is read from the visits again, and the answers move with it.
    await insertEvents([{ ...BLANK, visitor: "late", name: "signup", path: "/iraconnect", at: new Date("2026-04-02T20:00:00Z") }]);
    await rollUpEvents({ now: new Date("2026-04-04T00:20:00Z"), settleMs: 0 });
    expect((await rolledDays()).rows.map((r) => r.day)).toEqual(["2026-04-01", "2026-04-03"]);
    const withLate = await everyRead();
    expect((withLate[0] as { visitors: number }).visitors).toBe((fromVisits[0] as { visitors: number }).visitors + 1);
    await rollUpDays({ now: new Date("2026-04-04T00:30:00Z") });
    expect((await rolledDays()).rows.map((r) => r.day)).toEqual(["2026-04-01", "2026-04-02", "2026-04-03"]);
    expect(await everyRead()).toEqual(withLate);
  });
});
