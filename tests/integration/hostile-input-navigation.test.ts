/**
 * Property-based tests (issue 26, "Bad input"): random and hostile posts to the redirects list and
 * the navigation form, sent by a signed-in admin. Whatever is sent: never a 5xx; a refusal is a 4xx
 * whose every message is ours; the stored redirects stay free of loops, chains and bad paths, and
 * the stored menus are always readable by their schema with only allowed links; every change is
 * audited as the admin who made it.
 */
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, redirects, siteSettings } from "../../db/schema.ts";
import { defaultMenus } from "#app/lib/navigation.ts";
import { hrefProblem, SiteMenusSchema, type SiteMenus } from "#app/lib/schemas/navigation.ts";
import { fromPathProblem, isAbsoluteTarget, targetPath, targetProblem } from "#app/lib/schemas/redirect.ts";
import { action as navigationAction } from "#app/routes/admin/navigation.tsx";
import { action as redirectsAction } from "#app/routes/admin/redirects.tsx";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { anyContentType, expectHumanMessage, fieldText, hostileText, multipart, rawBody, urlEncoded } from "../support/hostile.ts";
import { menusEntries } from "../support/navigation.ts";
import { requestContext, settle } from "../support/route-call.ts";
import { redirectFor } from "#app/services/redirects.server.ts";

const db = () => testDatabase().db;
let adminId = "";
let adminCookie = "";

beforeAll(async () => {
  adminId = (await createTestAdmin("hostile.nav@example.com", "admin")).id;
  adminCookie = await sessionCookieFor(adminId);
});

afterAll(async () => {
  // Every change was audited as the admin.
  const [entries] = await db().select({ n: count() }).from(auditLog).where(eq(auditLog.actorUserId, adminId));
  const [others] = await db().select({ n: count() }).from(auditLog);
  expect(Number(entries!.n)).toBe(Number(others!.n));
});

type Entry = readonly [string, string];
type Encoding = "urlencoded" | "multipart";
type Answer = { ok: boolean; message: string; fieldErrors: Record<string, string[]> };

async function post(path: string, action: (args: never) => Promise<unknown>, entries: readonly Entry[], encoding: Encoding) {
  const headers: Record<string, string> = { cookie: adminCookie };
  let body: BodyInit;
  if (encoding === "urlencoded") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new TextEncoder().encode(urlEncoded(entries));
  } else {
    const encoded = new Response(multipart(entries));
    headers["content-type"] = encoded.headers.get("content-type")!;
    body = new Uint8Array(await encoded.arrayBuffer());
  }
  const request = new Request(`http://localhost${path}`, { method: "POST", headers, body });
  return settle<Answer>(() => action({ request, context: requestContext({ ip: "198.51.100.7" }), params: {} } as never));
}

function expectAnswer(answer: { status: number; body: Answer }) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.body.ok).toBe(false);
    expectHumanMessage(answer.body.message);
    for (const messages of Object.values(answer.body.fieldErrors)) for (const message of messages) expectHumanMessage(message);
  }
}

async function expectRedirectsSound() {
  const rows = await db().select().from(redirects);
  const froms = new Set(rows.map((row) => row.fromPath));
  for (const row of rows) {
    // Answered from memory with a Location header that HTTP can carry.
    expect(redirectFor(row.fromPath)?.location, row.fromPath).toMatch(/^[\x21-\x7e]+$/);
    expect(fromPathProblem(row.fromPath), row.fromPath).toBeNull();
    expect(targetProblem(row.toPath), row.toPath).toBeNull();
    if (!isAbsoluteTarget(row.toPath)) {
      expect(targetPath(row.toPath), `${row.fromPath} → ${row.toPath} loops`).not.toBe(row.fromPath);
      expect(froms.has(targetPath(row.toPath)), `${row.fromPath} → ${row.toPath} chains`).toBe(false);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Redirects

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
/** Paths that share few segments, so that chains and loops come up often. */
const sitePath = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("/a", "/b", "/c", "/d") },
  { weight: 1, arbitrary: fc.array(fc.constantFrom("a", "b", "old", "new", "blog"), { minLength: 1, maxLength: 2 }).map((parts) => `/${parts.join("/")}`) },
);
const anyPath = fc.oneof(
  { weight: 4, arbitrary: sitePath },
  { weight: 1, arbitrary: segment.map((s) => `/${s}`) },
  { weight: 1, arbitrary: fc.constantFrom("/", "//evil.example", "/admin-dashboard", "/api/contact", "/x?y=1", "/a/", "/a b", "/a%2F", "/blog.data", "javascript:alert(1)") },
);
const target = fc.oneof(
  { weight: 4, arbitrary: sitePath },
  { weight: 1, arbitrary: sitePath.map((p) => `${p}?utm=1#top`) },
  { weight: 1, arbitrary: fc.webUrl({ validSchemes: ["https", "http"] }) },
  { weight: 1, arbitrary: fc.constantFrom("javascript:alert(1)", "//evil.example", "data:text/html,x", "https://", "http://user:pw@example.com/", "mailto:x@example.com") },
);
const redirectForm = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      intent: fc.constantFrom("add", "add", "delete", "nope"),
      from: fc.oneof({ weight: 4, arbitrary: anyPath }, { weight: 1, arbitrary: fieldText(anyPath) }),
      to: fc.oneof({ weight: 4, arbitrary: target }, { weight: 1, arbitrary: fieldText(target) }),
      status: fc.oneof(fc.constantFrom("301", "302"), hostileText),
      id: fc.oneof(fc.uuid(), hostileText),
      extra: fc.array(fc.tuple(fc.constantFrom("__proto__", "intent", "from", "status[0]", "to.x"), hostileText), { maxLength: 2 }),
    }),
  },
);

describe("the redirects list (fast-check)", () => {
  it("never fails, refuses with our words, and keeps the list free of loops, chains and bad paths", async () => {
    const seen = { added: 0, chainOrLoop: 0 };
    await fc.assert(
      fc.asyncProperty(redirectForm, fc.constantFrom<Encoding>("urlencoded", "multipart"), async (form, encoding) => {
        const entries: Entry[] = [
          ["intent", form.intent],
          ["from", form.from],
          ["to", form.to],
          ["status", form.status],
          ["id", form.id],
          ...form.extra,
        ];
        const answer = await post("/admin-dashboard/redirects", redirectsAction, entries, encoding);
        expectAnswer(answer);
        if (answer.status === 200 && form.intent === "add") seen.added++;
        if (answer.status === 409 && /chain|loop/.test(answer.body.message)) seen.chainOrLoop++;
        await expectRedirectsSound();
      }),
      {
        numRuns: 120,
        // Run first, so both sides are reached whatever the random draw: a redirect stored, then one
        // that would chain onto it.
        examples: [
          [{ intent: "add", from: "/example-chain-a", to: "/example-chain-b", status: "301", id: "00000000-0000-4000-8000-000000000001", extra: [] }, "urlencoded"],
          [{ intent: "add", from: "/example-chain-b", to: "/example-chain-c", status: "301", id: "00000000-0000-4000-8000-000000000002", extra: [] }, "multipart"],
        ],
      },
    );
    // The runs reached both sides: redirects were stored, and chains or loops were refused.
    expect(seen.added).toBeGreaterThan(0);
    expect(seen.chainOrLoop).toBeGreaterThan(0);
  });

  it("any body of any type never fails", async () => {
    await fc.assert(
      fc.asyncProperty(anyContentType, rawBody, async (contentType, body) => {
        const headers: Record<string, string> = { cookie: adminCookie };
        if (contentType !== null) headers["content-type"] = contentType;
        const request = new Request("http://localhost/admin-dashboard/redirects", { method: "POST", headers, body: typeof body === "string" ? new TextEncoder().encode(body) : body });
        const answer = await settle<Answer>(() => redirectsAction({ request, context: requestContext(), params: {} } as never));
        expectAnswer(answer);
      }),
      { numRuns: 40 },
    );
    await expectRedirectsSound();
  });
});

// ---------------------------------------------------------------------------------------------
// Navigation

const validLabel = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/);
const href = fc.oneof(
  { weight: 4, arbitrary: sitePath },
  { weight: 1, arbitrary: fc.webUrl({ validSchemes: ["https", "http"] }) },
  { weight: 1, arbitrary: fc.constantFrom("mailto:hi@example.com", "tel:+914445678900", "/services#ai", "") },
  { weight: 2, arbitrary: fc.constantFrom("javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "data:text/html,<script>", "//evil.example", "vbscript:x", "/a b", "https://", "tel:abc") },
);

/** Changes to today's menus: fields replaced with hostile or valid text, items added or dropped, keys of ours and not. */
const menusChange = fc.record({
  edits: fc.array(
    fc.record({
      field: fc.constantFrom("label", "href", "description", "title"),
      menu: fc.constantFrom("header", "products", "productsMore", "footer"),
      index: fc.nat({ max: 6 }),
      item: fc.nat({ max: 12 }),
      value: fc.oneof({ weight: 2, arbitrary: validLabel }, { weight: 2, arbitrary: href }, { weight: 2, arbitrary: hostileText }),
    }),
    { maxLength: 4 },
  ),
  extraItems: fc.nat({ max: 14 }),
  extra: fc.array(fc.tuple(fc.constantFrom("__proto__", "header", "footer[0]", "footer[0].items", "products[99999999].title", "header[0].href[0]", "productsMore.x"), hostileText), { maxLength: 2 }),
});

function changedEntries(change: { edits: { field: string; menu: string; index: number; item: number; value: string }[]; extraItems: number; extra: [string, string][] }): Entry[] {
  const menus: SiteMenus = structuredClone(defaultMenus);
  for (let i = 0; i < change.extraItems; i++) menus.footer[0]!.items.push({ label: `Extra ${i}`, href: `/extra-${i}`, description: null });
  const entries = new Map(menusEntries(menus));
  for (const edit of change.edits) {
    const grouped = edit.menu === "products" || edit.menu === "footer";
    const path = grouped
      ? edit.field === "title" || (edit.menu === "products" && edit.item % 3 === 0)
        ? `${edit.menu}[${edit.index}].${edit.field}`
        : `${edit.menu}[${edit.index}].items[${edit.item}].${edit.field}`
      : `${edit.menu}[${edit.index}].${edit.field}`;
    entries.set(path, edit.value);
  }
  return [...entries, ...change.extra];
}

describe("the navigation form (fast-check)", () => {
  it("never fails; what is stored is readable and links only where allowed; a refusal stores nothing", async () => {
    const seen = { saved: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(menusChange, fc.constantFrom<Encoding>("urlencoded", "multipart"), async (change, encoding) => {
        const before = await db().select().from(siteSettings).where(eq(siteSettings.key, "navigation"));
        const answer = await post("/admin-dashboard/navigation", navigationAction, changedEntries(change), encoding);
        expectAnswer(answer);
        const after = await db().select().from(siteSettings).where(eq(siteSettings.key, "navigation"));
        if (answer.status >= 400) seen.refused++;
        else seen.saved++;
        if (answer.status >= 400) {
          expect(after.map((row) => row.value)).toEqual(before.map((row) => row.value));
          return;
        }
        const stored = SiteMenusSchema.parse(after[0]!.value);
        const links = [
          ...stored.header.map((item) => item.href),
          ...stored.productsMore.map((item) => item.href),
          ...stored.products.flatMap((group) => [group.href, ...group.items.map((item) => item.href)]),
          ...stored.footer.flatMap((group) => group.items.map((item) => item.href)),
        ].filter((link): link is string => link !== null);
        for (const link of links) expect(hrefProblem(link), link).toBeNull();
      }),
      { numRuns: 80 },
    );
    expect(seen.saved).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
