import type { Route } from "./+types/media-upload";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitMediaUpload } from "#app/services/media.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

/**
 * One image per request, as the library's uploader sends it (one request per file, so each has its
 * own progress and its own answer). JSON: the stored image, or our message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "content");
  const answer = await submitMediaUpload(request, actorOf(admin, context));
  return Response.json(answer, { status: answer.status, headers: NO_STORE });
}

export async function loader({ request }: Route.LoaderArgs) {
  // Closed like every admin path: someone signed out is sent to sign in, not told what exists.
  await requireStaff(request, "content");
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
