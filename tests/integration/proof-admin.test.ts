/**
 * The Proof screen (issue 26 items 2 and 5): an editor adds, changes and deletes testimonials,
 * clients and people with a picture from the media library; a record a page still shows is not
 * deleted and the refusal names the page; every change is audited; strangers are sent to sign in.
 * Bad input of any kind is a 4xx with our words and stores nothing (fast-check).
 */
import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, clients, media, people, testimonials } from "../../db/schema.ts";
import { action, loader } from "#app/routes/admin/proof.tsx";
import { savePageDraft } from "#app/services/pages.server.ts";
import { testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { expectHumanMessage, hostileText, urlEncoded } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
const PHOTO = "a".repeat(32);
let editorId = "";
let cookie = "";

type Answer = { ok: boolean; message: string; fieldErrors: Record<string, string[]> };

beforeAll(async () => {
  editorId = (await createTestAdmin("proof.editor@example.com", "editor")).id;
  cookie = await sessionCookieFor(editorId);
});

beforeEach(async () => {
  await db().execute(sql`delete from pages`);
  await db().execute(sql`delete from testimonials`);
  await db().execute(sql`delete from clients`);
  await db().execute(sql`delete from people`);
  await db().execute(sql`delete from media where id = ${PHOTO}`);
  await db().insert(media).values({ id: PHOTO, filename: "ada.jpg", alt: "Ada Quinn smiling", sourceFormat: "jpeg", format: "jpeg", width: 800, height: 600, byteSize: 3, bytes: Buffer.from([1, 2, 3]) });
});

async function post(entries: readonly (readonly [string, string])[], who = cookie) {
  const request = new Request("http://localhost/admin-dashboard/proof", {
    method: "POST",
    headers: { cookie: who, "content-type": "application/x-www-form-urlencoded" },
    body: urlEncoded(entries),
  });
  return settle<Answer>(() => action({ request, context: requestContext(), params: {} } as never));
}

async function stored() {
  const [t] = await db().select({ n: count() }).from(testimonials);
  const [c] = await db().select({ n: count() }).from(clients);
  const [p] = await db().select({ n: count() }).from(people);
  return Number(t!.n) + Number(c!.n) + Number(p!.n);
}

const testimonial = [
  ["intent", "save-testimonials"],
  ["quote", "They shipped on time."],
  ["name", "Ada Quinn"],
  ["role", "CTO"],
  ["company", "Acme"],
  ["photoMediaId", PHOTO],
] as const;

describe("the Proof screen", () => {
  it("adds, edits and lists a testimonial with its photo, audited as the editor", async () => {
    const added = await post(testimonial);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe("Added the testimonial “Ada Quinn”.");
    const [row] = await db().select().from(testimonials);
    expect(row).toMatchObject({ quote: "They shipped on time.", name: "Ada Quinn", role: "CTO", company: "Acme", photoMediaId: PHOTO });

    const edited = await post([...testimonial.filter(([k]) => k !== "role"), ["role", "CEO"], ["id", row!.id]]);
    expect(edited.body.message).toBe("Saved the testimonial “Ada Quinn”.");
    expect((await db().select().from(testimonials))[0]!.role).toBe("CEO");

    const page = await settle<{ testimonials: { name: string }[]; images: Record<string, { alt: string }> }>(() =>
      loader({ request: new Request("http://localhost/admin-dashboard/proof", { headers: { cookie } }), context: requestContext(), params: {} } as never),
    );
    expect(page.body.testimonials.map((t) => t.name)).toEqual(["Ada Quinn"]);
    expect(page.body.images[PHOTO]!.alt).toBe("Ada Quinn smiling");

    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((e) => e.action).sort()).toEqual(["testimonial.create", "testimonial.update"]);
    expect(audit.every((e) => e.actorUserId === editorId)).toBe(true);
  });

  it("adds a client with its logo and link, and a person with a short bio", async () => {
    expect((await post([["intent", "save-clients"], ["name", "Acme"], ["url", "https://acme.example"], ["logoMediaId", PHOTO]])).status).toBe(200);
    expect((await post([["intent", "save-people"], ["name", "Bo Lee"], ["role", "Engineer"], ["bio", "Builds things."], ["photoMediaId", PHOTO]])).status).toBe(200);
    expect(await db().select({ name: clients.name, url: clients.url, logo: clients.logoMediaId }).from(clients)).toEqual([{ name: "Acme", url: "https://acme.example", logo: PHOTO }]);
    expect(await db().select({ name: people.name, bio: people.bio }).from(people)).toEqual([{ name: "Bo Lee", bio: "Builds things." }]);
    // Editing a person keeps the place in team grids the form sends.
    const [bo] = await db().select().from(people);
    expect((await post([["intent", "save-people"], ["id", bo!.id], ["name", "Bo Lee"], ["role", "Lead"], ["sortOrder", "7"]])).status).toBe(200);
    expect(await db().select({ role: people.role, sortOrder: people.sortOrder, bio: people.bio }).from(people)).toEqual([{ role: "Lead", sortOrder: 7, bio: null }]);
    // A second client of the same name is refused beside the field.
    const again = await post([["intent", "save-clients"], ["name", "Acme"]]);
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors.name).toEqual(["another client has this name"]);
  });

  it("refuses an empty name, a picture not in the library and a bad link, beside their fields, storing nothing", async () => {
    const answer = await post([["intent", "save-testimonials"], ["quote", "Q"], ["name", ""], ["role", "R"], ["company", "C"]]);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors.name?.length).toBeGreaterThan(0);
    const missing = await post([...testimonial.filter(([k]) => k !== "photoMediaId"), ["photoMediaId", "b".repeat(32)]]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("The picture is not in the media library");
    const link = await post([["intent", "save-clients"], ["name", "Evil"], ["url", "javascript:alert(1)"]]);
    expect(link.status).toBe(400);
    expect(link.body.fieldErrors.url?.length).toBeGreaterThan(0);
    expect(await stored()).toBe(0);
  });

  it("refuses to delete a testimonial a page shows, naming the page; deletes it once no page does", async () => {
    await post(testimonial);
    const [row] = await db().select().from(testimonials);
    const saved = await savePageDraft(
      null,
      { path: "/about-us", title: "About us", seo: {}, blocks: [{ id: "t", type: "testimonials", title: "Kind words", testimonialIds: [row!.id] }] },
      testActor,
    );
    expect(saved.ok).toBe(true);
    const refused = await post([["intent", "delete"], ["kind", "testimonials"], ["id", row!.id]]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("About us (/about-us)");
    expect(await db().select().from(testimonials)).toHaveLength(1);

    await db().execute(sql`delete from pages`);
    const deleted = await post([["intent", "delete"], ["kind", "testimonials"], ["id", row!.id]]);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Deleted the testimonial.");
    expect(await db().select().from(testimonials)).toHaveLength(0);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, row!.id))).map((e) => e.action);
    expect(actions).toContain("testimonial.delete");
    expect((await post([["intent", "delete"], ["kind", "testimonials"], ["id", row!.id]])).status).toBe(404);
  });

  it("sends a stranger to sign in and stores nothing", async () => {
    const answer = await post(testimonial, "");
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(await stored()).toBe(0);
  });
});

describe("the Proof screen's bad input (fast-check)", () => {
  it("answers any malformed form with a 4xx in our words and stores nothing", async () => {
    const field = fc.oneof(hostileText, fc.constant(""), fc.string({ maxLength: 3 }));
    const form = fc.record({
      intent: fc.oneof(fc.constantFrom("save-testimonials", "save-clients", "save-people", "delete", "nope", ""), hostileText),
      kind: fc.oneof(fc.constantFrom("testimonials", "clients", "people", "pages"), hostileText),
      id: fc.oneof(fc.uuid(), hostileText),
      name: field,
      role: field,
      company: field,
      quote: field,
      url: fc.oneof(fc.constantFrom("javascript:alert(1)", "//evil.example", "data:text/html,x"), hostileText),
      photoMediaId: fc.oneof(fc.constant("b".repeat(32)), hostileText),
      sortOrder: fc.oneof(fc.constantFrom("-1", "1e9", "x", "1.5"), hostileText),
      extra: fc.array(fc.tuple(fc.constantFrom("__proto__", "name[0]", "quote.x", "logoMediaId", "bio"), hostileText), { maxLength: 2 }),
    });
    const seen = { refused: 0 };
    await fc.assert(
      fc.asyncProperty(form, async (f) => {
        // Nearly every draw breaks a rule: a picture not in the library, a bad link or order, a
        // name of hostile text, an unknown intent or kind, or an id of no record.
        const answer = await post([
          ["intent", f.intent],
          ["kind", f.kind],
          ["id", f.id],
          ["name", f.name],
          ["role", f.role],
          ["company", f.company],
          ["quote", f.quote],
          ["url", f.url],
          ["photoMediaId", f.photoMediaId],
          ["sortOrder", f.sortOrder],
          ...f.extra,
        ]);
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
        if (answer.status >= 400) {
          seen.refused++;
          expect(answer.body.ok).toBe(false);
          expectHumanMessage(answer.body.message);
          for (const messages of Object.values(answer.body.fieldErrors)) for (const message of messages) expectHumanMessage(message);
          expect(await stored()).toBe(0);
        } else {
          // A draw that happens to be valid (a short name, a link hostileText made safe) stores one
          // record whose texts are trimmed; it is removed for the next draw.
          expect(await stored()).toBe(1);
          for (const table of ["testimonials", "clients", "people"]) {
            const rows = (await db().execute(sql.raw(`select name from ${table}`))) as unknown as { rows?: { name: string }[] } & { name: string }[];
            for (const row of rows.rows ?? rows) expect(row.name).toBe(row.name.trim());
            await db().execute(sql.raw(`delete from ${table}`));
          }
        }
      }),
      { numRuns: 80 },
    );
    expect(seen.refused).toBeGreaterThan(60);
  });
});
