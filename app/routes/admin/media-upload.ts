import type { Route } from "./+types/media-upload";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/services/auth.server.ts";
import { submitMediaUpload } from "#app/services/media.server.ts";

/**
 * One image per request, as the library's uploader sends it (one request per file, so each has its
 * own progress and its own answer). JSON: the stored image, or our message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireStaff(request, "media");
  const answer = await submitMediaUpload(request, actorOf(admin, context));
  return Response.json(answer, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "media");
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
