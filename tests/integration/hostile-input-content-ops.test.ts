/**
 * Property-based tests for issue 14.4 and 14.6: hostile input to the share-link buttons, Restore,
 * the staff preview's and revision page's route params and the share-link route's token. Never a
 * 5xx: a refusal is a 4xx with our words, a link is made only for a record that exists, and a bad
 * token is a 404 (a revoked or expired one a 410).
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, contentPreviewLinks, contentRevisions } from "../../db/schema.ts";
import { adminPaths, paths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { loader as blogListLoader } from "#app/routes/admin/blog-posts.tsx";
import { loader as caseStudyListLoader } from "#app/routes/admin/case-studies.tsx";
import { action as previewLinksAction } from "#app/routes/admin/preview-links.ts";
import { action as revisionAction, loader as revisionLoader } from "#app/routes/admin/revision.tsx";
import { loader as previewLoader } from "#app/routes/preview/preview.tsx";
import { createPost, updatePost } from "#app/services/content.server.ts";
import { previewLinksFor, PREVIEW_LINK_MAX_BYTES } from "#app/services/preview.server.ts";
import { postInput } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { anyContentType, expectHumanMessage, hostileText, hugeText, rawBody, urlEncoded } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let cookie = "";
let postId = "";
let revisionIds: string[] = [];
let liveToken = "";
let revokedToken = "";

beforeAll(async () => {
  const admin = await createTestAdmin("hostile.ops@example.com", "editor");
  cookie = await sessionCookieFor(admin.id);
  const actor = actorOf(admin, { ip: "192.0.2.1" });
  await db().execute(sql`delete from blog_posts`);
  const post = await createPost(postInput({ title: "Hostile draft", isPublished: false }), actor);
  await updatePost(post.id, postInput({ title: "Hostile draft", content: "Changed", isPublished: false }), actor);
  postId = post.id;
  revisionIds = (await db().select({ id: contentRevisions.id }).from(contentRevisions)).map((r) => r.id);
  for (let i = 0; i < 2; i++) await call(previewLinksAction, form(adminPaths.previewLinks, [["intent", "create"], ["kind", "blog_post"], ["id", postId]]));
  const links = await previewLinksFor("blog_post", postId);
  liveToken = links[0]!.url!.slice("/preview/".length);
  revokedToken = links[1]!.url!.slice("/preview/".length);
  await call(previewLinksAction, form(adminPaths.previewLinks, [["intent", "revoke"], ["kind", "blog_post"], ["id", postId], ["linkId", links[1]!.id]]));
});

function post(path: string, body: BodyInit | null, contentType: string | null): Request {
  const headers: Record<string, string> = { cookie };
  if (contentType !== null) headers["content-type"] = contentType;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: typeof body === "string" ? new TextEncoder().encode(body) : body });
}
const form = (path: string, entries: readonly (readonly [string, string])[]) => post(path, urlEncoded(entries), "application/x-www-form-urlencoded");
const call = <T>(handler: (args: never) => Promise<unknown>, request: Request, params: Record<string, string> = {}) =>
  settle<T>(() => handler({ request, params, context: requestContext() } as never));
const get = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie } });

/** Route params as React Router hands them over: decoded text, anything a path segment can carry. */
const param = fc.oneof(
  hostileText,
  hugeText.map((text) => text.slice(0, 5000)),
  fc.uuid(),
  fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/),
  fc.constantFrom("..", "../../etc/passwd", "%2e%2e", "a/b", "blog", "case-studies", "", " "),
);

describe("the share-link route's token", () => {
  it("answers the draft for a live token, 410 for a revoked one, 404 for anything else; never 5xx", async () => {
    const token = fc.oneof(
      param,
      fc.constantFrom(liveToken, revokedToken),
      // Near misses: a live token with a character changed, cut, or grown.
      fc.nat({ max: 75 }).chain((at) => fc.constantFrom("A", "-", ".", "0", "").map((c) => liveToken.slice(0, at) + c + liveToken.slice(at + 1))),
      fc.stringMatching(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/),
    );
    await fc.assert(
      fc.asyncProperty(token, async (value) => {
        const answer = await call<{ message?: string; page?: { data: { post: { title: string } } } }>(
          previewLoader,
          new Request(`http://localhost${paths.sharedPreview("x")}`),
          { token: value },
        );
        expect(answer.headers.get("cache-control")).toBe("no-store");
        if (value === liveToken) {
          expect(answer.status).toBe(200);
          expect(answer.body.page!.data.post.title).toBe("Hostile draft");
        } else if (value === revokedToken) {
          expect(answer.status).toBe(410);
          expect(answer.body.message).toBe("This preview link no longer works");
        } else {
          expect(answer.status).toBe(404);
          expect(answer.body.message).toBe("This preview link does not exist");
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe("staff preview and revision pages with hostile params", () => {
  it("/admin-preview/:kind/:id answers the page or 404; never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(param, fc.constantFrom("blog", "case-studies")), fc.oneof(param, fc.constant(postId)), async (kind, id) => {
        const answer = await call(previewLoader, get(adminPaths.preview("blog", "x")), { kind, id });
        expect([200, 404]).toContain(answer.status);
        if (answer.status === 200) expect([kind, id]).toEqual(["blog", postId]);
      }),
      { numRuns: 80 },
    );
  });

  it("a revision page answers the revision or 404; Restore with a bad revision id is a 404 with our words", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(param, fc.constant(postId)), fc.oneof(param, fc.constantFrom(...revisionIds)), async (id, revisionId) => {
        const page = await call(revisionLoader, get(adminPaths.blogRevision("x", "y")), { id, revisionId });
        const real = id === postId && revisionIds.includes(revisionId);
        expect(page.status).toBe(real ? 200 : 404);
        if (real) return;
        const restore = await call<{ errors: string[] }>(revisionAction, form(adminPaths.blogRevision("x", "y"), [["intent", "restore"]]), { id, revisionId });
        expect(restore.status).toBe(404);
        for (const message of restore.body.errors) expectHumanMessage(message);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the admin content routes ask for a staff session before they read any param or body", () => {
  const signedOut = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.delete("cookie");
    return new Request(request, { headers });
  };
  it("without a session, any preview, revision, Restore or share-link request goes to sign-in, whatever it names", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(param, fc.constant("blog")), fc.oneof(param, fc.constant(postId)), fc.oneof(param, fc.constantFrom(...revisionIds)), async (kind, id, revisionId) => {
        const answers = [
          await call(previewLoader, signedOut(get(adminPaths.preview("blog", "x"))), { kind, id }),
          await call(revisionLoader, signedOut(get(adminPaths.blogRevision("x", "y"))), { id, revisionId }),
          await call(revisionAction, signedOut(form(adminPaths.blogRevision("x", "y"), [["intent", "restore"]])), { id, revisionId }),
          await call(previewLinksAction, signedOut(form(adminPaths.previewLinks, [["intent", "create"], ["kind", kind], ["id", id]]))),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(302);
          expect(answer.headers.get("location")).toContain(adminPaths.login);
        }
      }),
      { numRuns: 40 },
    );
    expect(await db().select().from(contentPreviewLinks)).toHaveLength(2);
  });
});

describe("share-link buttons and Restore with hostile bodies", () => {
  const field = fc.oneof(hostileText, fc.constantFrom("create", "revoke", "blog_post", "case_study", "restore", ""), fc.uuid());

  it("the share-link action makes a link only for a real record on intent=create; else a 4xx with our words", async () => {
    const entries = fc.array(fc.tuple(fc.constantFrom("intent", "kind", "id", "linkId", "x"), fc.oneof(field, fc.constant(postId))), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(entries, async (sent) => {
        const before = (await db().select().from(contentPreviewLinks)).length;
        const answer = await call<{ errors: string[] }>(previewLinksAction, form(adminPaths.previewLinks, sent));
        const after = await db().select().from(contentPreviewLinks);
        if (answer.status === 302) {
          expect(answer.headers.get("location")).toBe(adminPaths.blogEdit(postId));
        } else {
          expect([400, 404]).toContain(answer.status);
          expect(answer.body.errors[0]).toBe("Failed to change share links");
          for (const message of answer.body.errors) expectHumanMessage(message);
          expect(after).toHaveLength(before);
        }
        // Every link names the one post there is.
        for (const link of after) expect(link).toMatchObject({ entityType: "blog_post", entityId: postId });
      }),
      { numRuns: 80 },
    );
  });

  it("any body with any content type is a 4xx with a message and changes nothing", async () => {
    const restore = { action: revisionAction, path: adminPaths.blogRevision(postId, revisionIds[0]!), params: { id: postId, revisionId: revisionIds[0]! } };
    await fc.assert(
      fc.asyncProperty(rawBody, anyContentType, fc.boolean(), async (body, contentType, toRestore) => {
        const revisions = (await db().select().from(contentRevisions)).length;
        const links = (await db().select().from(contentPreviewLinks)).length;
        const answer = toRestore
          ? await call<{ errors: string[] }>(restore.action, post(restore.path, body, contentType), restore.params)
          : await call<{ errors: string[] }>(previewLinksAction, post(adminPaths.previewLinks, body, contentType));
        if (answer.status === 302) {
          // Only the form's own fields do anything (a urlencoded body can spell them by chance).
          return;
        }
        expect([400, 404, 413, 415]).toContain(answer.status);
        for (const message of answer.body.errors) expectHumanMessage(message);
        expect((await db().select().from(contentRevisions)).length).toBe(revisions);
        expect((await db().select().from(contentPreviewLinks)).length).toBe(links);
      }),
      { numRuns: 60 },
    );
    const huge = form(adminPaths.previewLinks, [["intent", "create"], ["kind", "blog_post"], ["id", "x".repeat(PREVIEW_LINK_MAX_BYTES)]]);
    expect((await call(previewLinksAction, huge)).status).toBe(413);
    const [stored] = await db().select().from(blogPosts).where(eq(blogPosts.id, postId));
    expect(stored!.title).toBe("Hostile draft");
  });
});

describe("admin lists with hostile query strings", () => {
  it("?q= and ?page= answer the list (200) or a search too long (400 with its message); never 5xx", async () => {
    const value = fc.oneof(hostileText, hugeText.map((text) => text.slice(0, 3000)), fc.constantFrom("", "0", "-1", "1e3", "2", "999999999", "%", "%zz", "Hostile"));
    const query = fc.array(fc.tuple(fc.constantFrom("q", "page", "x"), value), { maxLength: 4 }).map((entries) => urlEncoded(entries));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(blogListLoader, caseStudyListLoader), query, async (loader, search) => {
        const answer = await call<{ error: string | null; items: unknown[]; page: number; pages: number }>(
          loader as (args: never) => Promise<unknown>,
          get(`${adminPaths.blog}?${search}`),
        );
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 400) {
          expectHumanMessage(answer.body.error);
          expect(answer.body.items).toEqual([]);
        } else {
          expect(answer.body.error).toBeNull();
          expect(answer.body.page).toBeGreaterThanOrEqual(1);
          expect(answer.body.page).toBeLessThanOrEqual(answer.body.pages);
        }
      }),
      { numRuns: 80 },
    );
  });
});
