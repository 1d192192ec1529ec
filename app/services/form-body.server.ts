/**
 * Reads the body of an anonymous form post defensively: only form encodings, a byte cap enforced
 * while streaming (a missing or lying Content-Length cannot make us buffer more), and a clear
 * message instead of an exception for anything unreadable.
 */
export type FormBody = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const FORM_MESSAGES = {
  unsupported: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  tooLarge: "The form is too large.",
  unreadable: "The form data could not be read.",
} as const;

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) return { ok: false, status: 415, message: FORM_MESSAGES.unsupported };

  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413, message: FORM_MESSAGES.tooLarge };

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
          return { ok: false, status: 413, message: FORM_MESSAGES.tooLarge };
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, status: 400, message: FORM_MESSAGES.unreadable };
    }
  }

  try {
    // Re-wrap the bytes we already hold so that the platform's parser does the decoding.
    const form = await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: Buffer.concat(chunks),
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: FORM_MESSAGES.unreadable };
  }
}
