/**
 * The forms of the editors' side panel (issue 14.4, 14.6): share-preview links (create, revoke) and
 * restoring a revision. The browser and the server read them with these schemas.
 */
import { contentKindValues } from "../content-kinds.ts";
import { UNKNOWN_ACTION } from "./delete-intent.ts";
import { z } from "./zod.ts";

const kind = z.enum(contentKindValues, { error: "Unknown kind of content." });
const recordId = z
  .string({ error: "Unknown record." })
  .max(200, { error: "Unknown record." })
  .regex(/^[A-Za-z0-9-]+$/, { error: "Unknown record." });

/** "Share preview": a new link for the record, or one of its links revoked. */
export const PreviewLinkSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), kind, id: recordId }),
    z.object({ intent: z.literal("revoke"), kind, id: recordId, linkId: z.uuid({ error: "Unknown link." }) }),
  ],
  { error: UNKNOWN_ACTION },
);

/** Restore: the revision shown on the page becomes the content again (as a new revision). */
export const RestoreRevisionSchema = z.object({ intent: z.literal("restore", { error: UNKNOWN_ACTION }) });

export { CONTENT_OPS_TEXTS } from "../content-ops-texts.ts";
