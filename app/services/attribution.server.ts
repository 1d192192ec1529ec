/** The touches a lead's request carries (the cookie server/attribution.ts sets), as row columns. */
import { parseTouches, TOUCH_COOKIE, touchColumns, type TouchColumns } from "../lib/attribution.ts";
import { readCookie } from "./cookies.server.ts";

export function touchesOf(request: Request): TouchColumns {
  return touchColumns(parseTouches(readCookie(request, TOUCH_COOKIE)));
}
