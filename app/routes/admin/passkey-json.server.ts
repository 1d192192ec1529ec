/**
 * The JSON side of the passkey endpoints (decision 038): the body read with the endpoint's schema
 * (JSON only, bounded), and answers as JSON that no cache keeps, with `Retry-After` and cookies.
 */
import type { z } from "zod";
import { NO_STORE } from "#app/lib/http.ts";
import { PASSKEY_MAX_BYTES } from "#app/services/passkeys.server.ts";
import { readSubmission } from "#app/services/submission.server.ts";

export function jsonAnswer(body: unknown, init: { status?: number; retryAfterSeconds?: number; setCookies?: readonly string[] } = {}): Response {
  const headers = new Headers(NO_STORE);
  for (const cookie of init.setCookies ?? []) headers.append("Set-Cookie", cookie);
  if (init.retryAfterSeconds) headers.set("Retry-After", String(init.retryAfterSeconds));
  return Response.json(body, { status: init.status ?? 200, headers });
}

/** The endpoint's input, or the 4xx that refuses it (a message for every refusal). */
export async function readPasskeyBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<{ ok: true; value: z.output<Schema> } | { ok: false; answer: Response }> {
  const read = await readSubmission(request, schema, {
    maxBytes: PASSKEY_MAX_BYTES,
    accept: ["json"],
    messages: { unsupported: "Send the request as application/json.", tooLarge: "The request is too large." },
  });
  if (!read.ok) return { ok: false, answer: jsonAnswer({ error: read.message }, { status: read.status }) };
  const { submission } = read;
  if (submission.status !== "success") {
    // The fields at fault by name: zod's own wording is for developers, not for the page.
    const nameError = submission.error?.name?.[0];
    if (nameError) return { ok: false, answer: jsonAnswer({ error: nameError }, { status: 400 }) };
    const fields = Object.keys(submission.error ?? {}).filter(Boolean).slice(0, 3).map((key) => key.slice(0, 60));
    return { ok: false, answer: jsonAnswer({ error: fields.length ? `The request is not valid (${fields.join(", ")}).` : "The request is not valid." }, { status: 400 }) };
  }
  return { ok: true, value: submission.value as z.output<Schema> };
}

export const methodNotAllowed = () => jsonAnswer({ error: "Use POST." }, { status: 405 });
