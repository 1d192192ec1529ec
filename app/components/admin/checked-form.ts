import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** What a staff form's action answers: Conform's result, and the form's own error line. */
export type CheckedFormAnswer = { result?: SubmissionResult<string[]> | null; error?: string | null } | null | undefined;

/**
 * The staff forms' one shape: checked in the browser with the zod schema the server parses with,
 * from the first blur (re-checked as one types) or only on submit; the server's last answer shown.
 * `formError` is the form's line: the browser's check first, else the server's message.
 */
export function useCheckedForm<Schema extends z.ZodType<Record<string, any>, Record<string, any>>>(id: string, schema: Schema, answer: CheckedFormAnswer, check: "onBlur" | "onSubmit" = "onBlur") {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: answer?.result ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: check,
    shouldRevalidate: check === "onBlur" ? "onInput" : undefined,
  });
  return { form, fields, formError: form.errors?.[0] ?? answer?.error ?? undefined };
}
