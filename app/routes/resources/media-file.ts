import type { Route } from "./+types/media-file";
import { mediaFileAnswer } from "#app/services/media.server.ts";

/**
 * A media library image variant (decision 014). The server answers these before React Router
 * (server/media-files.ts); this route answers the same for the dev server and any request that
 * gets here.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const answer = await mediaFileAnswer(params.id, params.file, request.headers.get("if-none-match"));
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
}
