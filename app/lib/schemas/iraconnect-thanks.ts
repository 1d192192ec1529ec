/**
 * The thanks page's query string: which of this visit's bonuses (SPEC §4: +25 for sharing on
 * LinkedIn, +15 for following) to count. The page script asks for `?shared=1&followed=1` when the
 * member presses those links and puts the answer in place; the address bar never carries them, so
 * a reload or a later visit shows the bonuses as available again (they are not saved).
 */
import { lastValues } from "./query-params.ts";
import { z } from "./zod.ts";

const flag = (name: string) => z.literal("1", { error: `${name} is either 1 or left out` }).optional();

export const ThanksQuerySchema = z.object({ shared: flag("shared"), followed: flag("followed") });

/** The bonuses the address asks for; a value other than 1 is refused with a message. */
export function parseThanksQuery(searchParams: URLSearchParams) {
  return ThanksQuerySchema.safeParse(lastValues(searchParams, ["shared", "followed"]));
}
