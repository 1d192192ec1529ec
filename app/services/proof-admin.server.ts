/**
 * The Proof screen (issue 26 items 2 and 5): the clients, testimonials and people of the proof
 * collections listed with their pictures and the pages that show them, and one record added,
 * changed or deleted from a posted form parsed with the form's schema (app/lib/schemas/proof.ts).
 * A record a page's blocks still name is not deleted: the refusal names those pages. Every write
 * is audited (app/services/proof-collections.server.ts); the database triggers on the three
 * tables drop the cached pages (topic 'pages', migration 0016), as publishing a page does.
 */
import type { MediaImage } from "../lib/media.ts";
import { ProofFormSchema, proofKindLabels, type ProofKindName } from "../lib/schemas/proof.ts";
import type { Actor } from "../models/audit-log.server.ts";
import { mediaImageRecord } from "../models/media.server.ts";
import { listPeople, pagesUsingProof } from "../models/proof-collections.server.ts";
import { deleteProofRecord, proofCollections, saveProof, type ClientCard, type PersonCard, type TestimonialCard } from "./proof-collections.server.ts";
import { formRefusal, readSubmission } from "./submission.server.ts";

const MAX_BYTES = 16 * 1024;

export type ProofScreen = {
  testimonials: TestimonialCard[];
  clients: ClientCard[];
  /** With each person's place in team grids, which the form keeps when a person is edited. */
  people: (PersonCard & { sortOrder: number })[];
  images: Record<string, MediaImage>;
};

export async function proofScreen(): Promise<ProofScreen> {
  const [collections, rows] = await Promise.all([proofCollections(), listPeople()]);
  const order = new Map(rows.map((row) => [row.id, row.sortOrder]));
  const ids = [
    ...collections.testimonials.map((row) => row.photoMediaId),
    ...collections.clients.map((row) => row.logoMediaId),
    ...collections.people.map((row) => row.photoMediaId),
  ];
  const people = collections.people.map((person) => ({ ...person, sortOrder: order.get(person.id) ?? 0 }));
  return { ...collections, people, images: await mediaImageRecord(ids) };
}

export type ProofOutcome =
  | { ok: true; notice: string; kind: ProofKindName }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; error: string; fieldErrors: Record<string, string[]>; pages?: { path: string; title: string }[] };

/** "name: is required" (the collections' messages) as field errors beside the fields. */
function fieldErrorsOf(errors: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const message of errors) {
    const match = /^(\w+): (.*)$/.exec(message);
    if (match) (out[match[1]!] ??= []).push(match[2]!);
  }
  return out;
}

export async function submitProofForm(request: Request, actor: Actor): Promise<ProofOutcome> {
  const read = await readSubmission(request, ProofFormSchema, { maxBytes: MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, ...formRefusal(submission.error, ["intent", "id", "kind"]) };
  const value = submission.value;
  if (value.intent === "delete") {
    const one = proofKindLabels[value.kind].one;
    const using = await pagesUsingProof(value.id);
    if (using.length > 0) {
      const list = using.map((page) => `${page.title} (${page.path})`).join(", ");
      return { ok: false, status: 409, error: `This ${one} is shown on ${using.length === 1 ? "a page" : `${using.length} pages`}: ${list}. Take it out of ${using.length === 1 ? "that page" : "those pages"} first.`, fieldErrors: {}, pages: using.map(({ path, title }) => ({ path, title })) };
    }
    const removed = await deleteProofRecord(value.kind, value.id, actor);
    if (!removed.ok) return { ok: false, status: 404, error: `That ${one} was already deleted.`, fieldErrors: {} };
    return { ok: true, notice: `Deleted the ${one}.`, kind: value.kind };
  }
  const { intent, id, ...fields } = value;
  const kind = intent.slice("save-".length) as ProofKindName;
  const one = proofKindLabels[kind].one;
  const saved = await saveProof(kind, id ?? null, fields, actor);
  if (!saved.ok) {
    const fieldErrors = fieldErrorsOf(saved.errors);
    const error = saved.status === 404 ? `That ${one} was deleted meanwhile.` : Object.keys(fieldErrors).length ? "Please correct the fields marked below." : saved.errors[0] ?? "Please correct the form.";
    return { ok: false, status: saved.status, error, fieldErrors };
  }
  return { ok: true, notice: id ? `Saved the ${one} “${fields.name}”.` : `Added the ${one} “${fields.name}”.`, kind };
}
