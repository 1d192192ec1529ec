/**
 * POST /admin-login/passkey (JSON; decision 038): `{step: "options", purpose}` gives the options for
 * the browser's `startAuthentication` (any passkey of this site, or the pending sign-in's account's),
 * `{step: "verify", response}` checks the signed answer and starts the session.
 */
import type { Route } from "./+types/login-passkey";
import { passkeyLoginSchema } from "#app/lib/schemas/passkeys.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { finishSignIn, signInOptions } from "#app/services/passkeys.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { jsonAnswer, methodNotAllowed, readPasskeyBody } from "./passkey-json.server.ts";

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readPasskeyBody(request, passkeyLoginSchema);
  if (!body.ok) return body.answer;
  const input = body.value;
  const { ip, userAgent } = actorOf(null, context);
  try {
    const answer = input.step === "options" ? await signInOptions(request, input.purpose, { ip, userAgent }) : await finishSignIn(request, input, { ip, userAgent });
    if (!answer.ok) {
      return jsonAnswer({ error: answer.error, expired: answer.expired ?? false }, { status: answer.status, retryAfterSeconds: answer.retryAfterSeconds, setCookies: answer.setCookies });
    }
    return "options" in answer ? jsonAnswer({ options: answer.options }) : jsonAnswer({ redirectTo: answer.redirectTo }, { setCookies: answer.setCookies });
  } catch (error) {
    logger.error({ err: error }, "passkey sign-in failed");
    return jsonAnswer({ error: "Login failed" }, { status: 503, retryAfterSeconds: 5 });
  }
}
