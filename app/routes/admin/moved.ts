import { redirect } from "react-router";
import type { Route } from "./+types/moved";
import { movedAdminPaths } from "#app/lib/paths.ts";

/** An admin address that moved (subscribers and the outbox left the Inbox): a permanent redirect, query kept. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = movedAdminPaths[url.pathname.replace(/\/+$/, "")];
  if (!to) throw new Response("Not found", { status: 404 });
  return redirect(`${to}${url.search}`, 301);
}
