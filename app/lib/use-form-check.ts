/**
 * The public forms' browser-side checking (contact, IRACONNECT signup): what they used from Conform,
 * in a page's first load for a fraction of its 9 KB (issue 15). The rules stay Conform's, so the
 * server's answers (`submission.reply()` of @conform-to/zod, a `SubmissionResult`) and the lazily
 * loaded validators (`parseWithZod`, app/lib/schemas/*-validate.ts) are read as before:
 *
 * - ids: the form's `id`, a field's `${id}-${name}`, with `-error` and `-description` after them;
 *   a field with errors is `aria-invalid` and described by its message;
 * - on submit the form is checked when the validator has arrived (until then the server checks): with
 *   errors the submit is stopped, the messages shown and the first invalid field focused; without,
 *   `onValid` runs (or the submit goes ahead);
 * - after a first submit, with `revalidate: "onInput"`, every edit checks the form again;
 * - a server answer with errors shows them (and focuses the first invalid field); one with
 *   `initialValue: null` (`reply({ resetForm: true })`) empties the form, by mounting its fields anew.
 *
 * Fields are uncontrolled, so text typed before the page was interactive stays where it is.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

export type FormErrors = Record<string, string[] | null | undefined>;
/** The part of Conform's `SubmissionResult` the forms read. */
export type CheckResult = { status?: "success" | "error"; initialValue?: Record<string, unknown> | null; error?: FormErrors | null };

type Options = {
  id: string;
  /** The server's answer to the last submission (action data), if any. */
  lastResult?: CheckResult | null;
  /** The loaded validator (parseWithZod of the form's schema), or undefined while it is on its way. */
  validate?: (formData: FormData) => { status?: "success" | "error"; error?: FormErrors | null };
  revalidate?: "onInput" | "onSubmit";
  /** Runs instead of the browser's submit when the form is valid (the signup form posts JSON itself). */
  onValid?: (event: FormEvent<HTMLFormElement>, formData: FormData) => void;
};

export type FieldCheck = {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  /** Changes when the form is emptied, so that the field is mounted anew with no value. */
  key: string;
  initialValue: unknown;
};

function clean(error: FormErrors | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.length) out[name] = messages;
  return out;
}

export function useFormCheck({ id, lastResult, validate, revalidate = "onSubmit", onValid }: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>(() => clean(lastResult?.error));
  const [initial, setInitial] = useState<Record<string, unknown>>(() => lastResult?.initialValue ?? {});
  const [generation, setGeneration] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [focusPending, setFocusPending] = useState(0);
  const reported = useRef(lastResult);

  const show = useCallback((next: Record<string, string[]>) => {
    setErrors(next);
    if (Object.keys(next).length) setFocusPending((n) => n + 1);
  }, []);

  // A new answer from the server: its errors, or an emptied form.
  useEffect(() => {
    if (!lastResult || lastResult === reported.current) return;
    reported.current = lastResult;
    if (lastResult.initialValue === null) {
      setErrors({});
      setInitial({});
      setSubmitted(false);
      setGeneration((n) => n + 1);
      return;
    }
    show(clean(lastResult.error));
  }, [lastResult, show]);

  // The first field with a message gets focus, in the order of the form.
  useEffect(() => {
    if (!focusPending || !formRef.current) return;
    for (const element of formRef.current.elements) {
      const name = (element as HTMLInputElement).name;
      if (name && errors[name] && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
    // Only when a check asks for it, not on every change of the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusPending]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formData = new FormData(event.currentTarget);
    setSubmitted(true);
    if (validate) {
      const result = clean(validate(formData).error);
      if (Object.keys(result).length) {
        event.preventDefault();
        show(result);
        return;
      }
      setErrors({});
    }
    onValid?.(event, formData);
  };

  const onInput = () => {
    if (revalidate !== "onInput" || !submitted || !validate || !formRef.current) return;
    setErrors(clean(validate(new FormData(formRef.current)).error));
  };

  const field = (name: string): FieldCheck => {
    const fieldId = `${id}-${name}`;
    return { id: fieldId, name, errorId: `${fieldId}-error`, descriptionId: `${fieldId}-description`, errors: errors[name], key: `${generation}`, initialValue: initial[name] };
  };

  /** Clears one field's messages (the signup form: a message goes as soon as its field is edited). */
  const clear = (name: string) => setErrors((current) => (current[name] ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current));

  const formErrors = errors[""];
  return {
    form: { id, errorId: `${id}-error`, errors: formErrors },
    formProps: {
      ref: formRef,
      id,
      noValidate: true,
      onSubmit,
      onInput,
      "aria-describedby": formErrors ? `${id}-error` : undefined,
    },
    field,
    clear,
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
