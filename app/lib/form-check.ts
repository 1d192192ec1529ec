/**
 * What the public forms' islands (contact, newsletter, IRACONNECT signup; decision 027) show of the
 * server's answer to them: Conform's `SubmissionResult` (`submission.reply()` of @conform-to/zod,
 * the form's one zod schema checked on the server) read into field ids, messages and values. The
 * server render (a form posted without JavaScript) and the hydrated island read it the same way.
 *
 * - ids: the form's `id`, a field's `${id}-${name}`, with `-error` and `-description` after them;
 *   a field with errors is `aria-invalid` and described by its message;
 * - an answer with errors shows them and keeps what was typed; one with `initialValue: null`
 *   (`reply({ resetForm: true })`) is an emptied form.
 */
/**
 * The field an island adds when it asks the server only to check a form that a person is
 * correcting: the action answers with the schema's messages and stores nothing.
 */
export const CHECK_FIELD = "__check";

export type FormErrors = Record<string, string[] | null | undefined>;
/** The part of Conform's `SubmissionResult` the forms read. */
export type CheckResult = { status?: "success" | "error"; initialValue?: Record<string, unknown> | null; error?: FormErrors | null };

export type FieldCheck = {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue: unknown;
};

function clean(error: FormErrors | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.length) out[name] = messages;
  return out;
}

export function formCheck({ id, lastResult }: { id: string; lastResult?: CheckResult | null }) {
  const errors = clean(lastResult?.error);
  const initial = lastResult?.initialValue ?? {};
  const field = (name: string): FieldCheck => {
    const fieldId = `${id}-${name}`;
    return { id: fieldId, name, errorId: `${fieldId}-error`, descriptionId: `${fieldId}-description`, errors: errors[name], initialValue: initial[name] };
  };
  const formErrors = errors[""];
  return {
    form: { id, errorId: `${id}-error`, errors: formErrors },
    /** Said by the form element: what describes it (its own message, when there is one). */
    describedBy: formErrors ? `${id}-error` : undefined,
    field,
  };
}

/** What a control needs from its field: name, ids, state, the form's value from a returned submission. */
export function controlProps(field: FieldCheck, formId: string) {
  const invalid = Boolean(field.errors);
  return {
    id: field.id,
    name: field.name,
    form: formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}
