/**
 * POST /admin-dashboard/account/passkeys/register (JSON; decision 038): `{step: "options"}` gives the
 * options for the browser's `startRegistration`, `{step: "verify", name, response}` checks the
 * authenticator's answer and stores the passkey.
 */
import type { Route } from "./+types/passkey-register";
import { passkeyRegisterSchema } from "#app/lib/schemas/passkeys.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { finishRegistration, registrationOptions } from "#app/services/passkeys.server.ts";
import { jsonAnswer, methodNotAllowed, readPasskeyBody } from "./passkey-json.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard");
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "dashboard");
  const body = await readPasskeyBody(request, passkeyRegisterSchema);
  if (!body.ok) return body.answer;
  const input = body.value;
  if (input.step === "options") {
    const answer = await registrationOptions(staff, request);
    return answer.ok ? jsonAnswer({ options: answer.options }) : jsonAnswer({ error: answer.error }, { status: answer.status });
  }
  const { ip, userAgent } = actorOf(null, context);
  const answer = await finishRegistration(staff, { name: input.name, response: input.response }, request, { ip, userAgent });
  return answer.ok ? jsonAnswer({ passkey: answer.passkey }) : jsonAnswer({ error: answer.error }, { status: answer.status });
}
