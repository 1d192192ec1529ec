/**
 * Property-based tests: random and hostile input to every admin action, sent by a signed-in admin
 * (the guard itself has its own tests): both editors' Save, new and existing records, with list
 * items, drafts left in their boxes and table rows; both lists' delete buttons; the inbox's status
 * buttons; Sign Out. Whatever is sent: never a 5xx; a refusal is a 4xx whose every message is ours;
 * a success stored exactly what the editor's schema makes of the input; no stored row breaks its
 * schema afterwards, and every change is audited as the admin who made it.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { count, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts, caseStudies, contactSubmissions, sessions } from "../../db/schema.ts";
import { slugify } from "#app/lib/content.ts";
import { compactListIndices } from "#app/lib/form-indices.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { BLOG_POST_LIST_FIELDS, BlogPostSchema } from "#app/lib/schemas/blog-post.ts";
import { CASE_STUDY_LIST_FIELDS, CaseStudySchema } from "#app/lib/schemas/case-study.ts";
import { mergeListDrafts } from "#app/lib/schemas/list-drafts.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { getCaseStudyForEdit } from "#app/models/case-studies.server.ts";
import { getPostById, isPostSlugTaken } from "#app/models/blog-posts.server.ts";
import { createContactSubmission } from "#app/models/contact.server.ts";
import { action as blogEditorAction } from "#app/routes/admin/blog-post-editor.tsx";
import { action as blogListAction } from "#app/routes/admin/blog-posts.tsx";
import { action as caseStudyListAction } from "#app/routes/admin/case-studies.tsx";
import { action as caseStudyEditorAction } from "#app/routes/admin/case-study-editor.tsx";
import { action as inboxAction } from "#app/routes/admin/inbox/messages.tsx";
import { action as logoutAction } from "#app/routes/admin/logout.ts";
import { hashToken } from "#app/services/auth.server.ts";
import { createCaseStudy, createPost, DELETE_MAX_BYTES, EDITOR_MAX_BYTES } from "#app/services/content.server.ts";
import { caseStudyInput, postInput } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import {
  anyContentType,
  clientIp,
  cutOffRequest,
  cutOffUpload,
  expectConformErrors,
  expectHumanMessage,
  fieldText,
  freeText,
  hostileText,
  multipart,
  rawBody,
  urlEncoded,
  validName,
  validSentence,
} from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";
import { expectCaseStudyRowsValid, expectContentAuditByAdmin, expectPostRowsValid } from "../support/stored-content.ts";

const ADMIN = "hostile.admin@example.com";
const db = () => testDatabase().db;
let adminId = "";
let adminCookie = "";
/** Records a test sets up itself are made by the same admin (the audit check below covers them too). */
let setupActor = actorOf(null, {});

beforeAll(async () => {
  adminId = (await createTestAdmin(ADMIN)).id;
  adminCookie = await sessionCookieFor(adminId);
  setupActor = actorOf({ id: adminId, email: ADMIN }, { ip: "192.0.2.1", userAgent: "test setup" });
});
afterAll(async () => {
  await expectPostRowsValid();
  await expectCaseStudyRowsValid();
  await expectContentAuditByAdmin(ADMIN);
});

type Entry = readonly [string, string | File];
type Encoding = "urlencoded" | "multipart";
type Action = (args: never) => Promise<unknown>;

/** A POST as a browser or a script sends it, signed in as the admin unless told otherwise. */
function post(path: string, body: BodyInit | null, contentType: string | null, cookie = adminCookie): Request {
  const headers: Record<string, string> = { cookie };
  if (contentType !== null) headers["content-type"] = contentType;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: typeof body === "string" ? new TextEncoder().encode(body) : body });
}

/** A form post with its body as bytes, as it reaches the server. */
async function formPost(path: string, entries: readonly Entry[], encoding: Encoding, cookie = adminCookie): Promise<Request> {
  if (encoding === "urlencoded") return post(path, urlEncoded(entries as (readonly [string, string])[]), "application/x-www-form-urlencoded", cookie);
  const encoded = new Response(multipart(entries));
  return post(path, new Uint8Array(await encoded.arrayBuffer()), encoded.headers.get("content-type"), cookie);
}

const bodySize = async (request: Request) => (await request.clone().arrayBuffer()).byteLength;

function call<T>(action: Action, request: Request, { ip = "198.51.100.9", params = {} }: { ip?: string; params?: Record<string, string> } = {}) {
  return settle<T>(() => action({ request, context: requestContext({ ip }), params } as never));
}

/**
 * What the editor's schema makes of the form as it arrived (the platform's decoding, list numbers
 * made dense, drafts moved into their lists): the reference every answer is judged against.
 */
async function schemaView<Schema extends z.ZodType>(request: Request, schema: Schema, lists: readonly string[]) {
  const form = await request.clone().formData();
  try {
    return parseWithZod(mergeListDrafts(compactListIndices(form), lists), { schema });
  } catch {
    // Conform cannot read the form at all (junk in its intent field): nothing can be saved.
    return { status: "unreadable" as const };
  }
}

const rowCount = async (table: typeof blogPosts | typeof caseStudies) => Number((await db().select({ n: count() }).from(table))[0]!.n);

/** The record the latest audit entry of `action` names. */
async function lastAudited(action: string) {
  const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Field values

const word = fc.stringMatching(/^[A-Za-z][a-z0-9]{1,10}$/);
const validSlug = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("-"));
const validImageUrl = fc.oneof(fc.webUrl({ validSchemes: ["https", "http"] }), word.map((name) => `/images/${name}.png`));
/** A checkbox as browsers send it ('on'), as scripts might, or junk; null: not sent (unchecked). */
const checkboxValue = fc.option(fc.oneof(fc.constant("on"), fc.constantFrom("true", "false", "off", "1", ""), hostileText), { freq: 2 });
/** Names no form of ours has, aimed at the form parser: prototypes, odd paths, huge and negative indices, intents. */
const hostileKey = fc.oneof(
  hostileText,
  fc.constantFrom(
    "__proto__",
    "constructor",
    "__proto__[isAdmin]",
    "tags[4294967295]",
    "tags[99999999999999999999]",
    "tags[-1]",
    "tags[0][x]",
    "tags.0",
    "title[0]",
    "title.x",
    "isPublished[1]",
    "results[0]",
    "results[1000000000].metric",
    "__intent__",
    "intent",
    "id",
  ),
);
const extras = fc.array(fc.tuple(hostileKey, fc.oneof(hostileText, fc.constantFrom("", "on", '{"type":"reset"}', '{"type":"insert","payload":{"name":"tags"}}'))), { maxLength: 3 });

/** A list as a form sends it: numbered items (sometimes far apart), and what is left in its box. */
const listField = (item: fc.Arbitrary<string>) =>
  fc.record({
    items: fc.oneof({ weight: 5, arbitrary: fc.array(fieldText(item), { maxLength: 5 }) }, { weight: 1, arbitrary: fc.array(item, { minLength: 21, maxLength: 34 }) }),
    spread: fc.constantFrom(1, 1, 1, 7, 1_000_003),
    draft: fc.option(fieldText(item), { freq: 3 }),
  });
type ListField = { items: string[]; spread: number; draft: string | null };

function listEntries(name: string, list: ListField): Entry[] {
  const entries: Entry[] = list.items.map((item, i) => [`${name}[${i * list.spread}]`, item]);
  if (list.draft !== null) entries.push([`${name}__draft`, list.draft]);
  return entries;
}

/**
 * Two kinds of case: "typed", what a person can type into the form as it is (text with hostile
 * pieces in it, but every field where the form puts it), which must mostly be saved; "hostile",
 * anything a script can send, which must mostly be refused, and never break.
 */
type Mode = "typed" | "hostile";
/** Text with hostile pieces in it, as far as a keyboard or a paste can put them in a text box (no NUL). */
const typeable = (valid: fc.Arbitrary<string>, max = 150) => freeText(valid).map((text) => text.replaceAll("\u0000", "").slice(0, max));
const textOf = (mode: Mode, valid: fc.Arbitrary<string>) => (mode === "typed" ? typeable(valid) : fieldText(valid));
const checkboxOf = (mode: Mode) => (mode === "typed" ? fc.option(fc.constant("on")) : checkboxValue);
const listOf = (mode: Mode, item: fc.Arbitrary<string>) =>
  mode === "typed"
    ? fc.record({ items: fc.array(typeable(item, 40), { maxLength: 4 }), spread: fc.constant(1), draft: fc.option(typeable(item, 40), { freq: 2 }) })
    : listField(item);
function malformation<Field extends string>(mode: Mode, fields: readonly Field[]) {
  return mode === "typed"
    ? { repeated: fc.constant<Field[]>([]), asFile: fc.constant<Field | null>(null), extra: fc.constant<[string, string][]>([]) }
    : { repeated: fc.subarray([...fields], { maxLength: 2 }), asFile: fc.option(fc.constantFrom(...fields), { freq: 6 }), extra: extras };
}

/** Single fields, some repeated, one sent as a file when the form is multipart. */
function fieldEntries(values: Record<string, string | null>, repeated: readonly string[], asFile: string | null, encoding: Encoding): Entry[] {
  const entries: Entry[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === null) continue;
    entries.push([key, key === asFile && encoding === "multipart" ? new File([value], "field.txt", { type: "text/plain" }) : value]);
    if (repeated.includes(key)) entries.push([key, `${value} again`]);
  }
  return entries;
}

type Reply = { result: SubmissionResult<string[]> };
const expectEditorRefusal = (body: Reply) => expectConformErrors(body.result.error);

/**
 * An editor's answer judged against what its schema makes of the form as it arrived. True when it
 * saved (only what the schema accepts; the caller then checks the record), false when it answered
 * the form back: over the size cap 413, a list button's intent 200, a slug another post has 409, a
 * record that is not there 404 (`missing`: the messages expected then), anything else 400, each
 * with our messages. Never a 5xx.
 */
async function judgeSave(
  answer: { status: number; headers: Headers; body: Reply },
  { expected, size, listPath, slugTaken = false, missing = null }: {
    expected: { status?: "success" | "error" | "unreadable" };
    size: number;
    listPath: string;
    slugTaken?: boolean;
    missing?: string[] | null;
  },
): Promise<boolean> {
  expect(answer.status).toBeLessThan(500);
  if (size > EDITOR_MAX_BYTES) {
    expect(answer.status).toBe(413);
    expectEditorRefusal(answer.body);
    return false;
  }
  if (answer.status === 302) {
    // A save keeps the editor open on the saved record (issue 28): its own address, saying "Saved".
    const editPath = listPath === adminPaths.blog ? adminPaths.blogEdit : adminPaths.caseStudyEdit;
    expect(answer.headers.get("location")).toMatch(new RegExp(`^${editPath("[a-z0-9-]+").replace(/[/]/g, "\\/")}\\?saved=1$`));
    expect(expected.status, "saved what the editor's schema refuses").toBe("success");
    return true;
  }
  if (answer.status === 200) {
    // A list button's intent (as sent without JavaScript): the form comes back changed, unsaved.
    expect(expected.status).toBeUndefined();
    return false;
  }
  expectEditorRefusal(answer.body);
  if (answer.status === 409) {
    expect(slugTaken, "a slug clash that is none").toBe(true);
    expect(answer.body.result.error?.slug?.[0]).toMatch(/is already used by another post$/);
  } else if (answer.status === 404) {
    expect(missing, "a 404 for a record that exists").not.toBeNull();
    expect(answer.body.result.error?.[""]).toEqual(missing);
  } else {
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
    expect(expected.status, `refused what the editor's schema accepts: ${JSON.stringify(answer.body.result.error)}`).not.toBe("success");
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
describe("blog post editor: Save with hostile input", () => {
  const TEXT_FIELDS = ["title", "author", "content", "excerpt", "category", "coverImageUrl", "slug", "isPublished", "isFeatured"] as const;
  const blogCaseOf = (mode: Mode) =>
    fc.record({
      values: fc.record(
        {
          title: textOf(mode, validSentence),
          author: textOf(mode, validName),
          content: textOf(mode, validSentence),
          excerpt: textOf(mode, validSentence),
          category: textOf(mode, word),
          coverImageUrl: mode === "typed" ? validImageUrl : fieldText(validImageUrl),
          slug: mode === "typed" ? validSlug : fc.oneof(validSlug, fieldText(validSlug)),
          isPublished: checkboxOf(mode),
          isFeatured: checkboxOf(mode),
        },
        { requiredKeys: ["title", "author", "content"] },
      ),
      tags: listOf(mode, word),
      ...malformation(mode, TEXT_FIELDS),
      encoding: fc.constantFrom("urlencoded" as const, "multipart" as const),
      ip: clientIp,
    });
  const blogCase = fc.oneof(blogCaseOf("typed"), blogCaseOf("hostile"));
  type BlogCase = typeof blogCase extends fc.Arbitrary<infer T> ? T : never;
  /** Saves an editor makes every day: always tried, so "it reached the database" never rests on luck. */
  const wellFormedPosts: BlogCase[] = [1, 2, 3, 4].map((n) => ({
    values: {
      title: `Cloud costs, cut in half (${n})`,
      author: "Asha Rao",
      content: "How one platform team moved its batch jobs and halved the bill.",
      excerpt: "Halving a cloud bill.",
      category: "Cloud",
      isPublished: n % 2 ? "on" : null,
    },
    tags: { items: ["cloud", "finops"], spread: 1, draft: null },
    repeated: [],
    asFile: null,
    extra: [],
    encoding: n % 2 ? "urlencoded" : "multipart",
    ip: `192.0.2.${80 + n}`,
  }));

  let editable = "";
  beforeAll(async () => {
    editable = (await createPost(postInput({ title: "An editable post" }), setupActor)).id;
    await createPost(postInput({ title: "A post holding its slug", slug: "taken-slug" }), setupActor);
  });

  async function send(c: BlogCase, path: string) {
    const entries = [
      ...fieldEntries(c.values as Record<string, string | null>, c.repeated, c.asFile, c.encoding),
      ...listEntries("tags", c.tags),
      ...c.extra,
    ];
    const request = await formPost(path, entries, c.encoding);
    return { request, size: await bodySize(request), expected: await schemaView(request, BlogPostSchema, BLOG_POST_LIST_FIELDS) };
  }

  /** The stored post is what the schema made of the form, and its audit entry names the admin and the address. */
  async function expectStored(id: string, value: z.output<typeof BlogPostSchema>, ip: string, action: string) {
    const row = (await getPostById(id))!;
    // The schedule is checked by tests/integration/publishing.test.ts; these forms send none.
    const { slug, scheduledAt: _scheduledAt, scheduleOffset: _offset, contentFormat: _format, ...fields } = value;
    expect(row).toMatchObject(fields);
    expect(row.scheduledAt).toBeNull();
    if (slug) expect(row.slug).toBe(slug);
    // SPEC §4: a published post is dated by this save, a draft not at all.
    expect(row.publishedAt === null).toBe(!value.isPublished);
    const entry = await lastAudited(action);
    expect(entry).toMatchObject({ entityId: id, actorEmail: ADMIN, ip });
  }

  it("a new post: stored exactly as the schema reads the form, or a 4xx with our messages; never 5xx", async () => {
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(blogCase, async (c) => {
        const { request, size, expected } = await send(c, adminPaths.blogNew);
        const slugTaken = expected.status === "success" && expected.value.slug ? await isPostSlugTaken(expected.value.slug, undefined) : false;
        const before = await rowCount(blogPosts);
        const answer = await call<Reply>(blogEditorAction, request, { ip: c.ip });
        if (!(await judgeSave(answer, { expected, size, listPath: adminPaths.blog, slugTaken }))) {
          expect(await rowCount(blogPosts)).toBe(before);
          return;
        }
        expect(await rowCount(blogPosts)).toBe(before + 1);
        const id = (await lastAudited("blog_post.create"))!.entityId!;
        const value = expected.status === "success" ? expected.value : (undefined as never);
        await expectStored(id, value, c.ip, "blog_post.create");
        if (!value.slug) expect((await getPostById(id))!.slug).toMatch(new RegExp(`^${slugify(value.title) || "post"}(-\\d+)?$`));
        saved++;
      }),
      { numRuns: 80 },
    );
    // The property also reached the database, not only the validator.
    expect(saved).toBeGreaterThan(5);
    await expectPostRowsValid();
  });

  it("an existing post: changed exactly as the form says; an unknown or malformed id is a 404; never 5xx", async () => {
    let saved = 0;
    const target = fc.oneof(
      { weight: 4, arbitrary: fc.constant("editable") },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: hostileText },
    );
    await fc.assert(
      fc.asyncProperty(blogCase, target, async (c, which) => {
        const id = which === "editable" ? editable : which;
        const { request, size, expected } = await send(c, adminPaths.blogEdit("x"));
        const slugTaken = expected.status === "success" && expected.value.slug ? await isPostSlugTaken(expected.value.slug, editable) : false;
        const before = await getPostById(editable);
        const answer = await call<Reply>(blogEditorAction, request, { ip: c.ip, params: { id } });
        const missing = id === editable ? null : ["Failed to save blog post", "This blog post no longer exists."];
        if (!(await judgeSave(answer, { expected, size, listPath: adminPaths.blog, slugTaken, missing }))) {
          expect(await getPostById(editable)).toEqual(before);
          return;
        }
        expect(id).toBe(editable);
        if (expected.status === "success") await expectStored(editable, expected.value, c.ip, "blog_post.update");
        saved++;
      }),
      { numRuns: 50, examples: wellFormedPosts.map((c) => [c, "editable"]) },
    );
    expect(saved).toBeGreaterThan(3);
    await expectPostRowsValid();
  });
});

// ---------------------------------------------------------------------------------------------
describe("case-study editor: Save with hostile input", () => {
  const LISTS = ["businessChallenge", "projectObjectives", "keyFeatures", "securityGovernance", "impact"] as const;
  const SINGLE = ["title", "subtitle", "description", "readTime", "clientOverview", "solution", "whyItMatters", "ctaText", "isPublished", "isFeatured"] as const;
  /** Table rows: in typed mode each row filled in (a result needs its metric), else anything. */
  const tableRows = <Columns extends string>(mode: Mode, columns: readonly Columns[]) =>
    mode === "typed"
      ? fc.record({
          rows: fc.array(fc.record(Object.fromEntries(columns.map((column) => [column, typeable(word, 80)])) as Record<Columns, fc.Arbitrary<string>>), { maxLength: 3 }),
          spread: fc.constant(1),
        })
      : fc.record({
          rows: fc.oneof(
            { weight: 6, arbitrary: fc.array(fc.dictionary(fc.constantFrom(...columns), fieldText(validSentence), { maxKeys: columns.length }), { maxLength: 4 }) },
            { weight: 1, arbitrary: fc.array(fc.constant(Object.fromEntries(columns.map((column) => [column, "x"]))), { minLength: 31, maxLength: 33 }) },
          ),
          spread: fc.constantFrom(1, 1, 3, 1_000_000_007),
        });
  const caseStudyCaseOf = (mode: Mode) =>
    fc.record({
      values: fc.record(
        {
          title: textOf(mode, validSentence),
          subtitle: textOf(mode, validSentence),
          description: textOf(mode, validSentence),
          readTime: fc.oneof(fc.constantFrom("5 min read", "12 min read"), textOf(mode, word)),
          clientOverview: textOf(mode, validSentence),
          solution: textOf(mode, validSentence),
          whyItMatters: textOf(mode, validSentence),
          ctaText: textOf(mode, validSentence),
          isPublished: checkboxOf(mode),
          isFeatured: checkboxOf(mode),
        },
        { requiredKeys: ["title"] },
      ),
      lists: fc.tuple(...LISTS.map(() => listOf(mode, validSentence))),
      tags: listOf(mode, word),
      results: tableRows(mode, ["metric", "beforeValue", "afterValue"] as const),
      techStack: tableRows(mode, ["category", "technologies"] as const),
      ...malformation(mode, SINGLE),
      encoding: fc.constantFrom("urlencoded" as const, "multipart" as const),
      ip: clientIp,
    });
  const caseStudyCase = fc.oneof(caseStudyCaseOf("typed"), caseStudyCaseOf("hostile"));
  type CaseStudyCase = typeof caseStudyCase extends fc.Arbitrary<infer T> ? T : never;
  const wellFormedCaseStudies: CaseStudyCase[] = [1, 2, 3].map((n) => ({
    values: { title: `A data platform for a retailer (${n})`, subtitle: "Nightly reports in minutes", readTime: "5 min read", isPublished: n % 2 ? "on" : null },
    lists: [
      { items: ["Reports took all night"], spread: 1, draft: null },
      { items: ["Reports by 7 am"], spread: 1, draft: null },
      { items: [], spread: 1, draft: null },
      { items: [], spread: 1, draft: null },
      { items: ["Faster decisions"], spread: 1, draft: null },
    ],
    tags: { items: ["data"], spread: 1, draft: null },
    results: { rows: [{ metric: "Report time", beforeValue: "9 h", afterValue: "12 min" }], spread: 1 },
    techStack: { rows: [{ category: "Data", technologies: "PostgreSQL" }], spread: 1 },
    repeated: [],
    asFile: null,
    extra: [],
    encoding: n % 2 ? "urlencoded" : "multipart",
    ip: `192.0.2.${90 + n}`,
  }));

  let editable = "";
  beforeAll(async () => {
    editable = (await createCaseStudy(caseStudyInput({ title: "An editable case study" }), setupActor)).id;
  });

  async function send(c: CaseStudyCase, path: string) {
    const table = (name: string, { rows, spread }: { rows: Record<string, string>[]; spread: number }): Entry[] =>
      rows.flatMap((row, i) => Object.entries(row).map(([column, value]): Entry => [`${name}[${i * spread}].${column}`, value]));
    const entries = [
      ...fieldEntries(c.values as Record<string, string | null>, c.repeated, c.asFile, c.encoding),
      ...LISTS.flatMap((name, i) => listEntries(name, c.lists[i]!)),
      ...listEntries("tags", c.tags),
      ...table("results", c.results),
      ...table("techStack", c.techStack),
      ...c.extra,
    ];
    const request = await formPost(path, entries, c.encoding);
    return { request, size: await bodySize(request), expected: await schemaView(request, CaseStudySchema, CASE_STUDY_LIST_FIELDS) };
  }

  async function expectStored(id: string, value: z.output<typeof CaseStudySchema>, ip: string, action: string) {
    const stored = (await getCaseStudyForEdit(id))!;
    const { results, techStack, scheduledAt: _scheduledAt, scheduleOffset: _offset, ...columns } = value;
    expect(stored).toMatchObject(columns);
    expect(stored.scheduledAt).toBeNull();
    expect(stored.results.map(({ metric, beforeValue, afterValue }) => ({ metric, beforeValue, afterValue }))).toEqual(results);
    expect(stored.techStack.map(({ category, technologies }) => ({ category, technologies }))).toEqual(techStack);
    expect(await lastAudited(action)).toMatchObject({ entityId: id, actorEmail: ADMIN, ip });
  }

  it("a new case study with lists, drafts and rows: stored as the schema reads the form, or a 4xx; never 5xx", async () => {
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(caseStudyCase, async (c) => {
        const { request, size, expected } = await send(c, adminPaths.caseStudyNew);
        const before = await rowCount(caseStudies);
        const answer = await call<Reply>(caseStudyEditorAction, request, { ip: c.ip });
        if (!(await judgeSave(answer, { expected, size, listPath: adminPaths.caseStudies }))) {
          expect(await rowCount(caseStudies)).toBe(before);
          return;
        }
        expect(await rowCount(caseStudies)).toBe(before + 1);
        const id = (await lastAudited("case_study.create"))!.entityId!;
        if (expected.status === "success") await expectStored(id, expected.value, c.ip, "case_study.create");
        saved++;
      }),
      { numRuns: 60 },
    );
    expect(saved).toBeGreaterThan(5);
    await expectCaseStudyRowsValid();
  });

  it("an existing case study: changed as the form says, its rows replaced; unknown ids are a 404; never 5xx", async () => {
    let saved = 0;
    const target = fc.oneof(
      { weight: 4, arbitrary: fc.constant("editable") },
      { weight: 1, arbitrary: validSlug },
      { weight: 1, arbitrary: hostileText },
    );
    await fc.assert(
      fc.asyncProperty(caseStudyCase, target, async (c, which) => {
        const id = which === "editable" ? editable : `no-${which}`;
        const { request, size, expected } = await send(c, adminPaths.caseStudyEdit("x"));
        const before = await getCaseStudyForEdit(editable);
        const answer = await call<Reply>(caseStudyEditorAction, request, { ip: c.ip, params: { id } });
        const missing = id === editable ? null : ["Failed to save case study", "This case study no longer exists."];
        if (!(await judgeSave(answer, { expected, size, listPath: adminPaths.caseStudies, missing }))) {
          expect(await getCaseStudyForEdit(editable)).toEqual(before);
          return;
        }
        expect(id).toBe(editable);
        if (expected.status === "success") await expectStored(editable, expected.value, c.ip, "case_study.update");
        saved++;
      }),
      { numRuns: 30, examples: wellFormedCaseStudies.map((c) => [c, "editable"]) },
    );
    expect(saved).toBeGreaterThan(2);
    await expectCaseStudyRowsValid();
  });
});

// ---------------------------------------------------------------------------------------------
describe("the editors with any body, any content type, cut off", () => {
  it("Save answers 400, 413 or 415 with our messages and stores nothing; never 5xx", async () => {
    const editor = fc.constantFrom(
      { action: blogEditorAction, path: adminPaths.blogNew, table: blogPosts },
      { action: caseStudyEditorAction, path: adminPaths.caseStudyNew, table: caseStudies },
    );
    await fc.assert(
      fc.asyncProperty(editor, rawBody, anyContentType, async ({ action, path, table }, body, contentType) => {
        const before = await rowCount(table);
        const answer = await call<{ result: SubmissionResult<string[]> }>(action, post(path, body, contentType));
        expect([400, 413, 415]).toContain(answer.status);
        expectEditorRefusal(answer.body);
        expect(await rowCount(table)).toBe(before);
      }),
      { numRuns: 80 },
    );
  });

  it("a body cut off mid-upload is a 400 with a message", async () => {
    const type = fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=----x");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(blogEditorAction, caseStudyEditorAction), type, cutOffUpload, async (action, contentType, chunks) => {
        const request = cutOffRequest("http://localhost/admin-dashboard/blog/new", contentType, chunks, { cookie: adminCookie });
        const answer = await call<{ result: SubmissionResult<string[]> }>(action, request);
        expect(answer.status).toBe(400);
        expectEditorRefusal(answer.body);
      }),
      { numRuns: 30 },
    );
  });

  it("a form over the editor's size cap is a 413 with a message, read no further", async () => {
    const request = await formPost(adminPaths.blogNew, [["title", "T"], ["author", "A"], ["content", "x".repeat(EDITOR_MAX_BYTES)]], "urlencoded");
    const answer = await call<{ result: SubmissionResult<string[]> }>(blogEditorAction, request);
    expect(answer.status).toBe(413);
    expect(answer.body.result.error?.[""]).toEqual(["Failed to save blog post", "The form is too large."]);
  });
});

// ---------------------------------------------------------------------------------------------
describe("delete buttons with hostile input", () => {
  const deleteCase = fc.oneof(
    // The button as the page renders it.
    fc.record({
      intent: fc.constant("delete"),
      target: fc.constant("existing"),
      repeated: fc.constant<string[]>([]),
      omitted: fc.constant<string[]>([]),
      extra: fc.constant<[string, string][]>([]),
      encoding: fc.constantFrom("urlencoded" as const, "multipart" as const),
    }),
    fc.record({
      intent: fc.oneof({ weight: 3, arbitrary: fc.constant("delete") }, { weight: 1, arbitrary: hostileText }, { weight: 1, arbitrary: fc.constantFrom("DELETE", "delete ", "remove", "") }),
      target: fc.oneof({ weight: 3, arbitrary: fc.constant("existing") }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: validSlug }, { weight: 1, arbitrary: hostileText }),
      repeated: fc.subarray(["intent", "id"]),
      omitted: fc.subarray(["intent", "id"], { maxLength: 1 }),
      extra: extras,
      encoding: fc.constantFrom("urlencoded" as const, "multipart" as const),
    }),
  );

  const lists = [
    {
      name: "blog posts",
      action: blogListAction,
      path: adminPaths.blog,
      create: async () => (await createPost(postInput({ title: "To be deleted" }), setupActor)).id,
      // Delete moves a post to the trash (issue 28): the row stays, marked deleted.
      exists: async (id: string) => {
        const post = await getPostById(id);
        return post !== null && post.deletedAt === null;
      },
      failed: "Failed to delete blog post",
      audit: "blog_post.delete",
    },
    {
      name: "case studies",
      action: caseStudyListAction,
      path: adminPaths.caseStudies,
      create: async () => (await createCaseStudy(caseStudyInput({ title: "To be deleted" }), setupActor)).id,
      exists: async (id: string) => {
        const study = await getCaseStudyForEdit(id);
        return study !== null && study.deletedAt === null;
      },
      failed: "Failed to delete case study",
      audit: "case_study.delete",
    },
  ] as const;

  for (const list of lists) {
    it(`${list.name}: deletes only on intent=delete with a real id (audited); else a 4xx starting with SPEC's alert`, async () => {
      let deleted = 0;
      await fc.assert(
        fc.asyncProperty(deleteCase, clientIp, async (c, ip) => {
          const id = await list.create();
          const sentId = c.target === "existing" ? id : c.target;
          const entries: Entry[] = [];
          for (const [key, value] of [["intent", c.intent], ["id", sentId]] as const) {
            if (c.omitted.includes(key)) continue;
            entries.push([key, value]);
            if (c.repeated.includes(key)) entries.push([key, value]);
          }
          const request = await formPost(list.path, [...entries, ...c.extra.filter(([key]) => key !== "intent" && key !== "id")], c.encoding);
          const answer = await call<{ errors: string[] | null }>(list.action, request, { ip });
          expect(answer.status).toBeLessThan(500);
          // Conform reads a non-empty __intent__ as a list button pressed: not a delete.
          const meant =
            c.intent === "delete" && c.target === "existing" && c.omitted.length === 0 && c.repeated.length === 0 && !c.extra.some(([key, value]) => key === "__intent__" && value !== "");
          if (answer.status === 200) {
            expect(meant, `deleted on ${JSON.stringify(entries)}`).toBe(true);
            expect(answer.body.errors).toBeNull();
            expect(await list.exists(id)).toBe(false);
            expect(await lastAudited(list.audit)).toMatchObject({ entityId: id, actorEmail: ADMIN, ip });
            deleted++;
            return;
          }
          expect(meant, `refused ${JSON.stringify(entries)}: ${JSON.stringify(answer.body)}`).toBe(false);
          expect([400, 404]).toContain(answer.status);
          expect(answer.body.errors![0]).toBe(list.failed);
          for (const message of answer.body.errors!) expectHumanMessage(message);
          expect(await list.exists(id)).toBe(true);
        }),
        { numRuns: 40 },
      );
      expect(deleted).toBeGreaterThan(2);
    });

    it(`${list.name}: any body with any content type is a 4xx with a message; nothing is deleted`, async () => {
      const keep = await list.create();
      await fc.assert(
        fc.asyncProperty(rawBody, anyContentType, async (body, contentType) => {
          const answer = await call<{ errors: string[] | null }>(list.action, post(list.path, body, contentType));
          expect([400, 404, 413, 415]).toContain(answer.status);
          for (const message of answer.body.errors ?? []) expectHumanMessage(message);
          expect(answer.body.errors?.[0]).toBe(list.failed);
          expect(await list.exists(keep)).toBe(true);
        }),
        { numRuns: 40 },
      );
      const huge = await formPost(list.path, [["intent", "delete"], ["id", "x".repeat(DELETE_MAX_BYTES)]], "urlencoded");
      expect((await call(list.action, huge)).status).toBe(413);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe("inbox status buttons with hostile input", () => {
  const INTENTS = { handled: "handled", "not-spam": "new", spam: "spam", reopen: "new" } as const;
  const statusCase = fc.record({
    intent: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(Object.keys(INTENTS) as (keyof typeof INTENTS)[])) }, { weight: 1, arbitrary: hostileText }),
    target: fc.oneof({ weight: 3, arbitrary: fc.constant("existing") }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileText }),
    repeated: fc.subarray(["intent", "id"]),
    encoding: fc.constantFrom("urlencoded" as const, "multipart" as const),
    ip: clientIp,
  });
  type StatusCase = typeof statusCase extends fc.Arbitrary<infer T> ? T : never;

  it("moves a message only on a known button and a real id (audited); else a 4xx with a message", async () => {
    let moved = 0;
    await fc.assert(
      fc.asyncProperty(statusCase, async (c) => {
        const id = await createContactSubmission({ name: "Asha", email: "asha@example.com", subject: "Hello", message: "Hi", status: "new", ip: null, userAgent: null });
        const sentId = c.target === "existing" ? id : c.target;
        const entries: Entry[] = [];
        for (const [key, value] of [["intent", c.intent], ["id", sentId]] as const) {
          entries.push([key, value]);
          if (c.repeated.includes(key)) entries.push([key, value]);
        }
        const request = await formPost(adminPaths.inbox, entries, c.encoding);
        const answer = await call<{ error: string }>(inboxAction, request, { ip: c.ip });
        expect(answer.status).toBeLessThan(500);
        const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
        const known = Object.hasOwn(INTENTS, c.intent) && c.target === "existing" && c.repeated.length === 0;
        if (answer.status === 303) {
          expect(known).toBe(true);
          expect(answer.headers.get("location")).toBe(`${adminPaths.inbox}#message-${id}`);
          expect(row!.status).toBe(INTENTS[c.intent as keyof typeof INTENTS]);
          expect(await lastAudited("contact.status")).toMatchObject({ entityId: id, actorEmail: ADMIN, ip: c.ip });
          moved++;
          return;
        }
        expect(known, JSON.stringify(answer.body)).toBe(false);
        expect([400, 404]).toContain(answer.status);
        expectHumanMessage(answer.body.error);
        expect(row!.status).toBe("new");
      }),
      {
        numRuns: 50,
        // Each button on a real message is always among the cases, so the floor never rests on luck.
        examples: (Object.keys(INTENTS) as (keyof typeof INTENTS)[]).map((intent, i): [StatusCase] => [
          { intent, target: "existing", repeated: [], encoding: i % 2 ? "multipart" : "urlencoded", ip: `192.0.2.${70 + i}` },
        ]),
      },
    );
    expect(moved).toBeGreaterThan(3);
  });

  it("any body with any content type, or one cut off, is a 4xx with a message", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, anyContentType, async (body, contentType) => {
        const answer = await call<{ error: string }>(inboxAction, post(adminPaths.inbox, body, contentType));
        expect([400, 404, 413, 415]).toContain(answer.status);
        expectHumanMessage(answer.body.error);
      }),
      { numRuns: 40 },
    );
    const cut = await call<{ error: string }>(inboxAction, cutOffRequest("http://localhost/admin-dashboard/inbox", "application/x-www-form-urlencoded", ["intent=hand"], { cookie: adminCookie }));
    expect(cut.status).toBe(400);
    expectHumanMessage(cut.body.error);
  });
});

// ---------------------------------------------------------------------------------------------
describe("Sign Out with any body", () => {
  it("ends the admin's session and clears the cookie whatever the form carries; never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, anyContentType, clientIp, async (body, contentType, ip) => {
        const cookie = await sessionCookieFor(adminId);
        const answer = await call(logoutAction, post(adminPaths.logout, body, contentType, cookie), { ip });
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe(adminPaths.login);
        expect(answer.headers.get("set-cookie")).toMatch(/^iratech_session=; .*Max-Age=0/);
        const token = cookie.split("=")[1]!;
        expect(await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))).toEqual([]);
        expect(await lastAudited("auth.sign_out")).toMatchObject({ actorEmail: ADMIN, ip });
      }),
      { numRuns: 30 },
    );
  });
});
