/**
 * Search across the admin (issue 28) through its JSON endpoint, signed in: matches of every kind
 * (the Proof screen's testimonials, clients and people among them) with the address that opens each, only the kinds the role may open, wildcards taken literally,
 * trashed posts left out, the rate limit; and hostile queries (fast-check) that never get a 5xx.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clients, contactSubmissions, people, prelaunchSignups, rateLimits, testimonials } from "../../db/schema.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { loader as searchLoader } from "#app/routes/admin/search.ts";
import { applyBulk } from "#app/services/bulk-content.server.ts";
import { createCaseStudy, createPost } from "#app/services/content.server.ts";
import { caseStudyInput, postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { expectHumanMessage, hostileText } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
const cookies: Record<"owner" | "editor", string> = { owner: "", editor: "" };

beforeAll(async () => {
  cookies.owner = await sessionCookieFor((await createTestAdmin("search.owner@test.example", "owner")).id);
  cookies.editor = await sessionCookieFor((await createTestAdmin("search.editor@test.example", "editor")).id);
});
beforeEach(async () => {
  await db().execute(sql`delete from blog_posts`);
  await db().execute(sql`delete from case_studies`);
  // The demo's proof records, so that each test's matches are its own.
  await db().execute(sql`delete from testimonials`);
  await db().execute(sql`delete from clients`);
  await db().execute(sql`delete from people`);
  await db().delete(rateLimits);
});

type Answer = { q?: string; error?: string; results?: { kind: string; group: string; title: string; detail: string; href: string }[] };
const search = (who: "owner" | "editor", q: string | null) =>
  settle<Answer>(() =>
    searchLoader({ request: new Request(`http://localhost${adminPaths.search}${q === null ? "" : `?${new URLSearchParams({ q })}`}`, { headers: { cookie: cookies[who] } }), context: requestContext(), params: {} } as never),
  );

describe("admin search", () => {
  it("finds posts, case studies, signups and messages, each with the address that opens it", async () => {
    const post = await createPost(postInput({ title: "Zebra migration notes" }), testActor);
    await createCaseStudy(caseStudyInput({ title: "Zebra payments platform" }), testActor);
    await db().insert(prelaunchSignups).values({ refId: "ZEBRA1", name: "Zebra Fan", email: "zebra@fans.example", phone: "+15555550100", country: "Kenya", role: "Developer" });
    await db().insert(contactSubmissions).values({ name: "Zed", email: "zed@example.com", subject: "Zebra question", message: "Hello there, a question." });
    const answer = await search("owner", "zebra");
    expect(answer.status).toBe(200);
    const byKind = Object.fromEntries(answer.body.results!.map((r) => [r.kind, r]));
    expect(byKind.post).toMatchObject({ group: "Blog posts", title: "Zebra migration notes", href: adminPaths.blogEdit(post.id) });
    expect(byKind.case_study).toMatchObject({ group: "Case studies", title: "Zebra payments platform", href: adminPaths.caseStudyEdit("zebra-payments-platform") });
    expect(byKind.signup).toMatchObject({ group: "Signups", title: "Zebra Fan", detail: "zebra@fans.example • Kenya" });
    expect(byKind.message).toMatchObject({ group: "Messages", title: "Zebra question" });
  });

  it("finds the Proof screen's testimonials, clients and people, each opening its record's form", async () => {
    const [quote] = await db().insert(testimonials).values({ quote: "They moved our ledger to the cloud in a week.", name: "Ada Okafor", role: "CTO", company: "Wombat Bank" }).returning();
    const [client] = await db().insert(clients).values({ name: "Wombat Logistics", url: "https://wombat.example" }).returning();
    const [person] = await db().insert(people).values({ name: "Will Wombat", role: "Head of delivery", bio: "Ships things." }).returning();
    await db().insert(people).values({ name: "Someone Else", role: "Designer" });
    const answer = await search("editor", "wombat");
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { kind: "testimonial", group: "Proof: testimonials", id: quote!.id, title: "Ada Okafor", detail: "CTO, Wombat Bank", href: `${adminPaths.proof}?tab=testimonials&edit=${quote!.id}` },
      { kind: "client", group: "Proof: clients", id: client!.id, title: "Wombat Logistics", detail: "https://wombat.example", href: `${adminPaths.proof}?tab=clients&edit=${client!.id}` },
      { kind: "proof_person", group: "Proof: people", id: person!.id, title: "Will Wombat", detail: "Head of delivery", href: `${adminPaths.proof}?tab=people&edit=${person!.id}` },
    ]);
    // A testimonial is found by the words of its quote too; a person by the role.
    expect((await search("editor", "ledger to the cloud")).body.results!.map((r) => r.title)).toEqual(["Ada Okafor"]);
    expect((await search("editor", "head of delivery")).body.results!.map((r) => r.kind)).toEqual(["proof_person"]);
  });

  it("lists proof records saved at the same moment by name, the same on every run", async () => {
    // One statement: one now() for every row, as the demo content's seed saves them.
    await db().insert(people).values(["Zora Quill", "Abe Quill", "Mia Quill"].map((name) => ({ name, role: "Engineer" })));
    for (let i = 0; i < 3; i += 1) {
      expect((await search("editor", "quill")).body.results!.map((r) => r.title)).toEqual(["Abe Quill", "Mia Quill", "Zora Quill"]);
    }
  });

  it("shows an editor only what an editor may open: no signups, messages or people", async () => {
    await createPost(postInput({ title: "Quokka post" }), testActor);
    await db().insert(prelaunchSignups).values({ refId: "QUOKKA", name: "Quokka Person", email: "quokka@example.com", phone: "+15555550101", country: "Chile", role: "Founder" });
    const answer = await search("editor", "quokka");
    expect(answer.body.results!.map((r) => r.kind)).toEqual(["post"]);
    const people = await search("editor", "search.owner");
    expect(people.body.results).toEqual([]);
    expect((await search("owner", "search.owner")).body.results!.map((r) => r.kind)).toEqual(["person"]);
  });

  it("takes % and _ literally and leaves out posts in the trash", async () => {
    const trashed = await createPost(postInput({ title: "Fifty % off" }), testActor);
    await createPost(postInput({ title: "Fifty percent" }), testActor);
    expect((await search("editor", "%")).body.results!.map((r) => r.title)).toEqual(["Fifty % off"]);
    await applyBulk("blog_post", "trash", [trashed.id], testActor);
    expect((await search("editor", "fifty")).body.results!.map((r) => r.title)).toEqual(["Fifty percent"]);
  });

  it("refuses an empty or too long query in our words, and a person who searches too often", async () => {
    expect(await search("editor", null)).toMatchObject({ status: 400, body: { error: "Type something to search for." } });
    expect(await search("editor", " \u0000 ")).toMatchObject({ status: 400, body: { error: "Type something to search for." } });
    expect(await search("editor", "x".repeat(101))).toMatchObject({ status: 400, body: { error: "Search for at most 100 characters." } });
    for (let i = 0; i < 120; i += 1) expect((await search("editor", "a")).status).toBe(200);
    const refused = await search("editor", "a");
    expect(refused).toMatchObject({ status: 429, body: { error: "Too many searches: wait a minute and try again." } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("never answers a hostile query with a 5xx (property-based)", async () => {
    await createPost(postInput({ title: "Some post" }), testActor);
    await fc.assert(
      fc.asyncProperty(hostileText, fc.constantFrom("owner" as const, "editor" as const), async (q, who) => {
        await db().delete(rateLimits);
        const answer = await search(who, q);
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expectHumanMessage(answer.body.error);
        else for (const result of answer.body.results!) expect(result.href.startsWith("/admin-dashboard")).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
