import { z } from "./zod.ts";

/** What the server says when a delete button's fields are not ours. */
export const UNKNOWN_ACTION = "Unknown action.";

/**
 * A list's delete button: `intent=delete` and the record's id (both hidden in the row's form).
 * `id` says what a valid id looks like and how to name a bad one.
 */
export function deleteIntent<Id extends z.ZodType<string>>(id: Id) {
  return z.object({ intent: z.literal("delete", { error: UNKNOWN_ACTION }), id });
}
