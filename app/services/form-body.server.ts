/**
 * Reads request bodies from strangers defensively: only the expected media types, a byte cap
 * enforced while streaming (a missing or lying Content-Length cannot make us buffer more), and a
 * clear message instead of an exception for anything unreadable.
 */
type Refusal = { ok: false; status: 400 | 413 | 415; message: string };
export type FormBody = { ok: true; form: FormData } | Refusal;
export type JsonBody = { ok: true; json: unknown } | Refusal;
export type TextBody = { ok: true; text: string } | Refusal;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const BODY_MESSAGES = {
  unsupported: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  tooLarge: "The form is too large.",
  unreadable: "The form data could not be read.",
  badJson: "The request body is not valid JSON.",
} as const;

/** The media type of the request without parameters, lower-cased ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export function isFormRequest(request: Request): boolean {
  return FORM_TYPES.has(mediaType(request));
}

export function isJsonRequest(request: Request): boolean {
  const type = mediaType(request);
  return type === "application/json" || type.endsWith("+json");
}

async function readLimited(request: Request, maxBytes: number): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | Refusal> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge };
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, status: 400, message: BODY_MESSAGES.unreadable };
    }
  }
  return { ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  if (!isFormRequest(request)) return { ok: false, status: 415, message: BODY_MESSAGES.unsupported };
  const body = await readLimited(request, maxBytes);
  if (!body.ok) return body;
  try {
    // Re-wrap the bytes we already hold so that the platform's parser does the decoding.
    const form = await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type")! },
      body: body.bytes,
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.unreadable };
  }
}

/** The body as UTF-8 text (bytes that are not UTF-8 become U+FFFD), within the byte cap. */
export async function readTextBody(request: Request, maxBytes: number): Promise<TextBody> {
  const body = await readLimited(request, maxBytes);
  if (!body.ok) return body;
  return { ok: true, text: Buffer.from(body.bytes).toString("utf8") };
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const body = await readLimited(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, json: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body.bytes)) };
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.badJson };
  }
}

/** FormData as a plain object for a zod schema: one value per name, or all of them when repeated. */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    values[key] = all.length === 1 ? all[0] : all;
  }
  return values;
}
