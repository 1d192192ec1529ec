/**
 * The one way any write reads its request: `readSubmission(request, schema, limits)` checks the
 * media type, reads the body under a byte cap enforced while streaming (a missing or lying
 * Content-Length cannot make us buffer more), decodes a form or a JSON object, and parses it with
 * the zod schema the form itself uses. Whatever a stranger sends, the answer is a value or a
 * refusal with a status and a message, never an exception.
 *
 * Forms are decoded by the form codec (app/lib/server/form-codec.server.ts, Conform's parser), so a
 * form's intents (list insert/remove buttons pressed without JavaScript) and its `reply()` work as
 * in the browser; a JSON body gets the same plain `ParsedForm` shape, so services handle both
 * alike. Services see plain values only (decision 042).
 */
import type { z } from "zod";
import type { FieldErrors, FormReply, FormReplyOptions, ParsedForm } from "../lib/form-reply.ts";
import { compactListIndices } from "../lib/form-indices.ts";
import { decodeForm } from "../lib/server/form-codec.server.ts";

export type MediaKind = "urlencoded" | "multipart" | "json";

/** Every text a refusal may carry; each write may word its own (SPEC texts differ per form). */
export type BodyMessages = {
  unsupported: string;
  tooLarge: string;
  unreadable: string;
  badJson: string;
  notObject: string;
};

export const BODY_MESSAGES: BodyMessages = {
  unsupported: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  tooLarge: "The form is too large.",
  unreadable: "The form data could not be read.",
  badJson: "The request body is not valid JSON.",
  notObject: "The request body must be a JSON object.",
};

export type SubmissionLimits = {
  /** The most bytes read from the body; more is a 413. */
  maxBytes: number;
  /** Media types accepted (default: the two form encodings). Anything else is a 415. */
  accept?: readonly MediaKind[];
  /** Adjusts a form before it is parsed (e.g. moves list drafts into their lists). */
  prepare?: (form: FormData) => FormData;
  messages?: Partial<BodyMessages>;
};

export type Refusal = { ok: false; status: 400 | 413 | 415; message: string };

/**
 * A form the schema refused, for a screen that shows one message at the top and each field's own
 * under it: the fields with messages, and the first message of the form itself (or of one of the
 * hidden controls named in `formKeys`), else the general one.
 */
export function formRefusal(
  error: FieldErrors | null | undefined,
  formKeys: readonly string[] = ["intent", "id"],
): { status: 400; error: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors = Object.fromEntries(Object.entries(error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>;
  const form = [fieldErrors[""], ...formKeys.map((key) => fieldErrors[key])].find((messages) => messages?.length);
  return { status: 400, error: form?.[0] ?? "Please correct the fields marked below.", fieldErrors };
}

export type ReadSubmission<Schema extends z.ZodType> = {
  ok: true;
  kind: MediaKind;
  submission: ParsedForm<z.output<Schema>>;
  /** The fields as sent, before parsing (honeypots, redirect targets, anti-bot stamps). */
  values: Record<string, unknown>;
};

const FORM_KINDS: readonly MediaKind[] = ["urlencoded", "multipart"];

/** The media type of the request without parameters, lower-cased ("" when absent). */
export function mediaType(request: Request): string {
  return mediaTypeOf(request.headers.get("content-type"));
}

/** The media type a Content-Type header names, without parameters, lower-cased ("" when absent). */
function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

export function mediaKind(request: Request): MediaKind | null {
  return mediaKindOf(request.headers.get("content-type"));
}

/** The kind of body a Content-Type header names. */
export function mediaKindOf(contentType: string | null): MediaKind | null {
  const type = mediaTypeOf(contentType);
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data") return "multipart";
  if (type === "application/json" || type.endsWith("+json")) return "json";
  return null;
}

/** A form posted by a page (urlencoded or multipart), as opposed to a script's JSON. */
export function isFormRequest(request: Request): boolean {
  const kind = mediaKind(request);
  return kind === "urlencoded" || kind === "multipart";
}

export async function readSubmission<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  limits: SubmissionLimits,
): Promise<ReadSubmission<Schema> | Refusal> {
  return readSubmissionFrom(bodySourceOf(request), schema, limits);
}

/** A web Request's body as `readSubmissionFrom` reads it (its headers say its type and length). */
export function bodySourceOf(request: Request): BodySource {
  return { contentType: request.headers.get("content-type"), contentLength: request.headers.get("content-length"), body: request.body };
}

/**
 * A body as it arrives, whoever received it: a web Request's (above), or Node's request read before
 * Express (server/event-ingest.ts: the analytics beacon's fast path). Both are async iterables of bytes.
 */
export type BodySource = { contentType: string | null; contentLength: string | null; body: AsyncIterable<Uint8Array> | null };

/** `readSubmission` for a body that is not (yet) a web Request: the same checks, in the same order. */
export async function readSubmissionFrom<Schema extends z.ZodType>(
  source: BodySource,
  schema: Schema,
  limits: SubmissionLimits,
): Promise<ReadSubmission<Schema> | Refusal> {
  const messages = { ...BODY_MESSAGES, ...limits.messages };
  const kind = mediaKindOf(source.contentType);
  if (!kind || !(limits.accept ?? FORM_KINDS).includes(kind)) return refuse(415, messages.unsupported);

  const body = await readLimited(source, limits.maxBytes);
  if (!body.ok) return refuse(body.status, body.status === 413 ? messages.tooLarge : messages.unreadable);

  if (kind === "json") {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body.bytes));
    } catch {
      return refuse(400, messages.badJson);
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) return refuse(400, messages.notObject);
    const values = json as Record<string, unknown>;
    return { ok: true, kind, submission: jsonSubmission(schema, values), values };
  }

  let form: FormData;
  try {
    // Re-wrap the bytes we already hold so that the platform's parser does the decoding (a
    // Response: the same body parser as a Request's, without a URL, a method and a signal to make).
    form = await new Response(body.bytes, { headers: { "content-type": source.contentType! } }).formData();
  } catch {
    return refuse(400, messages.unreadable);
  }
  const values = formValues(form);
  form = compactListIndices(form);
  if (limits.prepare) form = limits.prepare(form);
  const submission = decodeForm(form, schema);
  // A list button's intent (`__intent__`) that is not what a page of ours sends: a form we never served.
  if (!submission) return refuse(400, messages.unreadable);
  return { ok: true, kind, submission, values };
}

function refuse(status: Refusal["status"], message: string): Refusal {
  return { ok: false, status, message };
}

async function readLimited(source: BodySource, maxBytes: number): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413 }> {
  const declared = Number(source.contentLength);
  if (source.contentLength !== null && Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (source.body) {
    const iterator = source.body[Symbol.asyncIterator]();
    try {
      for (;;) {
        const { done, value } = await iterator.next();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await iterator.return?.().catch(() => {});
          return { ok: false, status: 413 };
        }
        chunks.push(value);
      }
    } catch {
      // The body was cut off mid-upload (the client went away, a proxy broke).
      return { ok: false, status: 400 };
    }
  }
  return { ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** FormData as a plain object: one value per name, or all of them when the name repeats. */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    values[key] = all.length === 1 ? all[0] : all;
  }
  return values;
}

/** Field errors keyed as Conform keys them ("email", "results[0].metric"; "" for the form). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.reduce<string>(
      (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
      "",
    );
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A JSON object parsed with the schema, in the same shape as a form. */
function jsonSubmission<Schema extends z.ZodType>(schema: Schema, values: Record<string, unknown>): ReadSubmission<Schema>["submission"] {
  const payload = values;
  const parsed = schema.safeParse(values);
  if (parsed.success) {
    return {
      status: "success",
      payload,
      value: parsed.data,
      reply: (options) => replyTo(null, options),
    };
  }
  const error: FieldErrors = fieldErrorsOf(parsed.error.issues);
  return { status: "error", payload, error, reply: (options) => replyTo(error, options) };
}

function replyTo(error: FieldErrors | null, options: FormReplyOptions = {}): FormReply {
  if ("resetForm" in options && options.resetForm) return { status: "success", initialValue: null };
  const extra = "formErrors" in options || "fieldErrors" in options ? options : {};
  const merged: FieldErrors = { ...error, ...extra.fieldErrors };
  if (extra.formErrors?.length) merged[""] = extra.formErrors;
  const hasErrors = Object.keys(merged).length > 0;
  return hasErrors ? { status: "error", error: merged } : { status: "success" };
}
