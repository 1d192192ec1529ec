/**
 * The proof collections (issue 26): clients (logo strips), testimonials and people (team grids).
 * Blocks reference their rows by id, so one testimonial can appear on several pages.
 */
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { clients, pages, people, testimonials, type ClientRow, type PersonRow, type TestimonialRow } from "../../db/schema.ts";
import { UUID_PATTERN } from "../lib/content-kinds.ts";

export type { ClientRow, PersonRow, TestimonialRow };

const tables = { clients, testimonials, people } as const;
export type ProofKind = keyof typeof tables;

const validIds = (ids: readonly string[]) => [...new Set(ids.filter((id) => UUID_PATTERN.test(id)))];

/** Which of the given ids exist, per collection. */
export async function existingProofIds(
  wanted: Record<ProofKind, readonly string[]>,
  executor: Db = db(),
): Promise<Record<ProofKind, Set<string>>> {
  const found = { clients: new Set<string>(), testimonials: new Set<string>(), people: new Set<string>() };
  for (const kind of Object.keys(tables) as ProofKind[]) {
    const ids = validIds(wanted[kind]);
    if (!ids.length) continue;
    const table = tables[kind];
    const rows = await executor.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    for (const row of rows) found[kind].add(row.id);
  }
  return found;
}

export async function listClients(executor: Db = db()): Promise<ClientRow[]> {
  return executor.select().from(clients).orderBy(asc(clients.name));
}
export async function listTestimonials(executor: Db = db()): Promise<TestimonialRow[]> {
  return executor.select().from(testimonials).orderBy(asc(testimonials.name));
}
export async function listPeople(executor: Db = db()): Promise<PersonRow[]> {
  return executor.select().from(people).orderBy(asc(people.sortOrder), asc(people.name));
}

export async function clientsByIds(ids: readonly string[], executor: Db = db()): Promise<ClientRow[]> {
  const valid = validIds(ids);
  return valid.length ? executor.select().from(clients).where(inArray(clients.id, valid)) : [];
}
export async function testimonialsByIds(ids: readonly string[], executor: Db = db()): Promise<TestimonialRow[]> {
  const valid = validIds(ids);
  return valid.length ? executor.select().from(testimonials).where(inArray(testimonials.id, valid)) : [];
}
export async function peopleByIds(ids: readonly string[], executor: Db = db()): Promise<PersonRow[]> {
  const valid = validIds(ids);
  return valid.length ? executor.select().from(people).where(inArray(people.id, valid)) : [];
}

export type ClientValues = { name: string; logoMediaId: string | null; url: string | null };
export type TestimonialValues = { quote: string; name: string; role: string; company: string; photoMediaId: string | null };
export type PersonValues = { name: string; role: string; bio: string | null; photoMediaId: string | null; sortOrder: number };

export async function insertClient(values: ClientValues, executor: Db = db()): Promise<ClientRow> {
  const [row] = await executor.insert(clients).values(values).returning();
  return row!;
}
export async function insertTestimonial(values: TestimonialValues, executor: Db = db()): Promise<TestimonialRow> {
  const [row] = await executor.insert(testimonials).values(values).returning();
  return row!;
}
export async function insertPerson(values: PersonValues, executor: Db = db()): Promise<PersonRow> {
  const [row] = await executor.insert(people).values(values).returning();
  return row!;
}

export async function updateClient(id: string, values: ClientValues, now: Date, executor: Db = db()): Promise<ClientRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await executor.update(clients).set({ ...values, updatedAt: now }).where(eq(clients.id, id)).returning();
  return row ?? null;
}
export async function updateTestimonial(id: string, values: TestimonialValues, now: Date, executor: Db = db()): Promise<TestimonialRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await executor.update(testimonials).set({ ...values, updatedAt: now }).where(eq(testimonials.id, id)).returning();
  return row ?? null;
}
export async function updatePerson(id: string, values: PersonValues, now: Date, executor: Db = db()): Promise<PersonRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await executor.update(people).set({ ...values, updatedAt: now }).where(eq(people.id, id)).returning();
  return row ?? null;
}

export async function deleteProof(kind: ProofKind, id: string, executor: Db = db()): Promise<{ id: string } | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const table = tables[kind];
  const [row] = await executor.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return row ?? null;
}

/** How many rows the collections hold (the seed runs only on empty ones). */
export async function proofCount(executor: Db = db()): Promise<number> {
  let total = 0;
  for (const table of Object.values(tables)) total += (await executor.select({ id: table.id }).from(table).limit(1)).length;
  return total;
}

/**
 * The pages whose live or draft blocks name the record (a testimonials, logo strip or team grid
 * block lists it by id), as path and title: what a deletion would take away from.
 */
export async function pagesUsingProof(id: string, executor: Db = db()): Promise<{ id: string; path: string; title: string }[]> {
  if (!UUID_PATTERN.test(id)) return [];
  const needle = `"${id.toLowerCase()}"`;
  return executor
    .select({ id: pages.id, path: pages.path, title: pages.title })
    .from(pages)
    .where(or(sql`strpos(${pages.blocks}::text, ${needle}) > 0`, sql`strpos(coalesce(${pages.draft}::text, ''), ${needle}) > 0`))
    .orderBy(asc(pages.path));
}
