/**
 * A form's submission and its reply as plain values (decision 042): what services see of a posted
 * form and what they hand back to the page. No Conform and no React Router here: the server's form
 * codec (app/lib/server/form-codec.server.ts) fills these in, services read and return them, and
 * the routes give the reply to the page, where Conform's `useForm({ lastResult })` reads it.
 */

/** A field's value as posted: text, or the nested lists and groups of a form's names. */
export type FormValue = string | FormValue[] | { [name: string]: FormValue };

/** What the fields of a form were, by name, as sent (before the schema parsed them). */
export type FormPayload = Record<string, unknown>;

/** Errors keyed by field name ("email", "results[0].metric"); "" holds the form's own errors. */
export type FieldErrors = Record<string, string[] | null>;

/**
 * The reply a page gets for a form (JSON only): whether it passed, its errors and the values to
 * show again. A reply to a list button pressed without JavaScript also carries that button's
 * intent, which the page's form reads as it is.
 */
export type FormReply = {
  status?: "success" | "error";
  initialValue?: Record<string, FormValue> | null;
  fields?: string[];
  error?: Record<string, string[] | null>;
  state?: { validated: Record<string, boolean> };
};

/** How a service words its reply: extra errors, fields never sent back (passwords), or a reset. */
export type FormReplyOptions =
  | { resetForm?: boolean }
  | {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
      hideFields?: string[];
    };

/** A form parsed with its schema: the value when it passed, the errors when not. */
export type ParsedForm<Output> =
  | { status: "success"; payload: FormPayload; value: Output; reply(options?: FormReplyOptions): FormReply }
  | { status: "error" | undefined; payload: FormPayload; error: FieldErrors | null; reply(options?: FormReplyOptions): FormReply };
