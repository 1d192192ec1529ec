import type { Route } from "./+types/media-picker";
import { MediaQuerySchema } from "#app/lib/schemas/media.ts";
import { listMedia } from "#app/models/media.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

/** The editors' image picker: the library's images (newest first, searched by name or alt), as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const { q } = MediaQuerySchema.parse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
  const { items } = await listMedia({ q, limit: 60 });
  return Response.json(
    { items: items.map(({ id, alt, filename, width, height, format }) => ({ id, alt, filename, width, height, format })) },
    { headers: NO_STORE },
  );
}
