/**
 * The Proof screen's form (issue 26 item 2): one record of a proof collection added, changed or
 * deleted. The fields are the collections' own schemas (app/lib/blocks/schema.ts), so the form's
 * limits and the server's check are the same; the browser reads the limits from here. Fields
 * another tab's form would send are left out rather than refused (one form posts one kind).
 */
import { z } from "zod";
import { clientSchema, personSchema, recordId, testimonialSchema } from "../blocks/schema.ts";

export const proofKinds = ["testimonials", "clients", "people"] as const;
export type ProofKindName = (typeof proofKinds)[number];

export const proofKindLabels: Record<ProofKindName, { plural: string; one: string }> = {
  testimonials: { plural: "Testimonials", one: "testimonial" },
  clients: { plural: "Clients", one: "client" },
  people: { plural: "People", one: "person" },
};

/** The question asked before a record is deleted: a proof record skips the trash. */
export function proofDeleteQuestion(kind: ProofKindName, name: string): string {
  return `Delete the ${proofKindLabels[kind].one} “${name}”? It does not go to the trash: this cannot be undone.`;
}

export const PROOF_LIMITS = { quote: 1000, name: 120, role: 120, company: 120, bio: 600, url: 2000 } as const;

const id = recordId.optional();

export const ProofFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ ...testimonialSchema.shape, intent: z.literal("save-testimonials"), id }),
    z.object({ ...clientSchema.shape, intent: z.literal("save-clients"), id }),
    z.object({ ...personSchema.shape, intent: z.literal("save-people"), id }),
    z.object({ intent: z.literal("delete"), kind: z.enum(proofKinds, { error: "Unknown collection." }), id: recordId }),
  ],
  { error: "Unknown action." },
);
export type ProofForm = z.output<typeof ProofFormSchema>;
