/**
 * The proof collections (issue 26): clients, testimonials and people, which blocks reference by
 * id, and what the renderer reads of them (with each picture's media id). Plain values in and
 * out; every write is checked with its schema (app/lib/blocks/schema.ts) and audited.
 */
import { clientSchema, describeIssues, personSchema, testimonialSchema } from "../lib/blocks/schema.ts";
import { foreignKeyViolation, isUniqueViolation } from "../lib/server/db-errors.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import {
  clientsByIds,
  deleteProof,
  insertClient,
  insertPerson,
  insertTestimonial,
  listClients,
  listPeople,
  listTestimonials,
  peopleByIds,
  testimonialsByIds,
  updateClient,
  updatePerson,
  updateTestimonial,
  type ProofKind,
} from "../models/proof-collections.server.ts";
import { inTransaction } from "../models/transaction.server.ts";

export type ClientCard = { id: string; name: string; logoMediaId: string | null; url: string | null };
export type TestimonialCard = { id: string; quote: string; name: string; role: string; company: string; photoMediaId: string | null };
export type PersonCard = { id: string; name: string; role: string; bio: string | null; photoMediaId: string | null };

const clientCard = (row: ClientCard): ClientCard => ({ id: row.id, name: row.name, logoMediaId: row.logoMediaId, url: row.url });
const testimonialCard = (row: TestimonialCard): TestimonialCard => ({
  id: row.id,
  quote: row.quote,
  name: row.name,
  role: row.role,
  company: row.company,
  photoMediaId: row.photoMediaId,
});
const personCard = (row: PersonCard): PersonCard => ({ id: row.id, name: row.name, role: row.role, bio: row.bio, photoMediaId: row.photoMediaId });

/** Rows in the order the ids name them (a block's order), the missing ones left out. */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export async function clientCards(ids: readonly string[]): Promise<ClientCard[]> {
  return inOrder(ids, await clientsByIds(ids)).map(clientCard);
}
export async function testimonialCards(ids: readonly string[]): Promise<TestimonialCard[]> {
  return inOrder(ids, await testimonialsByIds(ids)).map(testimonialCard);
}
export async function personCards(ids: readonly string[]): Promise<PersonCard[]> {
  return inOrder(ids, await peopleByIds(ids)).map(personCard);
}

/** Every record of each collection, for the editor's pickers. */
export async function proofCollections(): Promise<{ clients: ClientCard[]; testimonials: TestimonialCard[]; people: PersonCard[] }> {
  const [c, t, p] = await Promise.all([listClients(), listTestimonials(), listPeople()]);
  return { clients: c.map(clientCard), testimonials: t.map(testimonialCard), people: p.map(personCard) };
}

export type ProofWriteResult = { ok: true; id: string } | { ok: false; status: 400 | 404 | 409; errors: string[] };

const schemas = { clients: clientSchema, testimonials: testimonialSchema, people: personSchema } as const;
const entityType: Record<ProofKind, string> = { clients: "client", testimonials: "testimonial", people: "person" };

/** Creates (id null) or changes a record of a collection. */
export async function saveProof(kind: ProofKind, id: string | null, input: unknown, actor: Actor, now = new Date()): Promise<ProofWriteResult> {
  const parsed = schemas[kind].safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, errors: describeIssues(parsed.error) };
  try {
    return await inTransaction(async (tx) => {
      let saved: { id: string } | null;
      if (kind === "clients") {
        const value = parsed.data as ReturnType<typeof clientSchema.parse>;
        const values = { name: value.name, logoMediaId: value.logoMediaId ?? null, url: value.url ?? null };
        saved = id === null ? await insertClient(values, tx) : await updateClient(id, values, now, tx);
      } else if (kind === "testimonials") {
        const value = parsed.data as ReturnType<typeof testimonialSchema.parse>;
        const values = { ...value, photoMediaId: value.photoMediaId ?? null };
        saved = id === null ? await insertTestimonial(values, tx) : await updateTestimonial(id, values, now, tx);
      } else {
        const value = parsed.data as ReturnType<typeof personSchema.parse>;
        const values = { name: value.name, role: value.role, bio: value.bio ?? null, photoMediaId: value.photoMediaId ?? null, sortOrder: value.sortOrder };
        saved = id === null ? await insertPerson(values, tx) : await updatePerson(id, values, now, tx);
      }
      if (!saved) return { ok: false as const, status: 404 as const, errors: ["The record does not exist"] };
      await recordAudit({ ...actor, action: `${entityType[kind]}.${id === null ? "create" : "update"}`, entityType: entityType[kind], entityId: saved.id }, tx);
      return { ok: true as const, id: saved.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, errors: ["name: another client has this name"] };
    if (foreignKeyViolation(error)) return { ok: false, status: 400, errors: ["The picture is not in the media library"] };
    throw error;
  }
}

/** Deletes a record; the blocks that name it then leave it out. */
export async function deleteProofRecord(kind: ProofKind, id: string, actor: Actor): Promise<ProofWriteResult> {
  return inTransaction(async (tx) => {
    const row = await deleteProof(kind, id, tx);
    if (!row) return { ok: false as const, status: 404 as const, errors: ["The record does not exist"] };
    await recordAudit({ ...actor, action: `${entityType[kind]}.delete`, entityType: entityType[kind], entityId: row.id }, tx);
    return { ok: true as const, id: row.id };
  });
}

/** The proof records a block form offers (the page editor's and a landing test variant's), as id and label. */
export async function proofChoices(): Promise<{ clients: { id: string; label: string }[]; testimonials: { id: string; label: string }[]; people: { id: string; label: string }[] }> {
  const [clients, testimonials, people] = await Promise.all([listClients(), listTestimonials(), listPeople()]);
  return {
    clients: clients.map((row) => ({ id: row.id, label: row.name })),
    testimonials: testimonials.map((row) => ({ id: row.id, label: `${row.name}, ${row.role}, ${row.company}: “${row.quote.slice(0, 80)}”` })),
    people: people.map((row) => ({ id: row.id, label: `${row.name}, ${row.role}` })),
  };
}
