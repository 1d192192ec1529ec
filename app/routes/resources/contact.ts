/**
 * POST /api/contact: the contact form's island sends the form here and gets the service's answer
 * as JSON (`ContactActionData`, with the status and headers the page's action would send). A
 * browser without JavaScript posts the same fields to /contact and gets the page.
 */
import type { Route } from "./+types/contact";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { sendContactMessage } from "#app/services/contact.server.ts";
import { noStore } from "#app/lib/http.ts";

export async function loader() {
  return Response.json({ error: "Send the contact form with POST." }, { status: 405, headers: noStore({ Allow: "POST" }) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await sendContactMessage(request, context.get(requestInfoContext));
  return Response.json(reply.data, { status: reply.status, headers: reply.headers });
}
