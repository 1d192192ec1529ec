/**
 * The skeleton both content editors share: the form (Conform, checked with the editor's schema in
 * the browser and again by the server), a header with the back link, the title and Save
 * ('Saving...' while the server works), the form's own errors (SPEC §8's 'Failed to save ...'), and
 * the cards of fields.
 */
import { getFormProps, useForm, type DefaultValue, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, Check, Eye, Save } from "lucide-react";
import { useEffect, useId, type ReactNode } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";
import { ListInput } from "#app/components/admin/editor/list-input.tsx";
import { UnsavedChangesGuard, useFormChanged } from "#app/components/admin/editor/unsaved-changes.tsx";
import { SwitchField } from "#app/components/admin/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { editorTitle, SAVED_PARAM } from "#app/lib/admin-meta.ts";

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * The editor's form, its fields, and whether a save is under way. `id` names the form (a stored
 * record's own id, so that moving to another record starts afresh); the boxes start from
 * `defaultValue`; the action's reply (errors, or the form changed by a list button) comes back in.
 */
export function useEditorForm<Schema extends ObjectSchema>(schema: Schema, id: string, defaultValue: DefaultValue<z.input<Schema>>) {
  const navigation = useNavigation();
  const reply = useActionData<{ result?: SubmissionResult<string[]> }>()?.result;
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    // A reply is applied once the page is idle again, not while the next save is on its way.
    lastResult: navigation.state === "idle" ? reply : undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, saving };
}

export function EditorForm<Schema extends Record<string, unknown>>({
  form,
  noun,
  recordId,
  back,
  address,
  preview,
  saving,
  children,
}: {
  form: FormMetadata<Schema>;
  /** What is edited ('Blog Post'); the title says whether it is a new one (SPEC §2). */
  noun: string;
  recordId: string | undefined;
  /** Where closing the editor goes (the list), and the back link's name. */
  back: { to: string; label: string };
  /** The record's public address, for the admin's orientation. */
  address?: string;
  /** The record's preview (a stored record only): its page as the public will see it. */
  preview?: string;
  saving: boolean;
  children: ReactNode;
}) {
  const changed = useFormChanged(form.id);
  const justSaved = useJustSaved();
  useSaveShortcut(form.id);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6">
      {/* The save bar stays in view while the fields scroll (issue 17.6): Save is never 1,900 px away. */}
      <div className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-4 border-b bg-background/95 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <Button asChild variant="ghost" size="icon">
            <Link to={back.to} aria-label={back.label} title={back.label}>
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
          <h2 className="text-xl font-semibold">{editorTitle(noun, recordId)}</h2>
          {address ? <span className="min-w-0 text-sm text-muted-foreground [overflow-wrap:anywhere]">{address}</span> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {changed && !saving ? (
            <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
              Unsaved changes
            </span>
          ) : null}
          {/* After a save the editor stays open and says so (issue 28), until the next change. */}
          <span role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground empty:hidden">
            {justSaved && !changed && !saving ? (
              <>
                <Check className="size-4 text-success" aria-hidden="true" />
                Saved
              </>
            ) : null}
          </span>
          {preview ? (
            <Button asChild variant="outline">
              <Link to={preview}>
                <Eye aria-hidden="true" /> Preview
              </Link>
            </Button>
          ) : null}
          <Button type="submit" disabled={saving} aria-keyshortcuts="Control+S Meta+S" title="Save (Ctrl+S or ⌘S)">
            <Save aria-hidden="true" /> {saving ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <UnsavedChangesGuard changed={changed} />
    </Form>
  );
}

/**
 * Whether the page was reached by a save's redirect (`?saved=1`). The parameter is then dropped
 * from the address without a navigation, so a reload or a shared link does not say "Saved" again.
 */
function useJustSaved(): boolean {
  const [searchParams] = useSearchParams();
  const saved = searchParams.get(SAVED_PARAM) === "1";
  useEffect(() => {
    if (!saved) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(SAVED_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [saved]);
  return saved;
}

/** Ctrl-S (⌘-S on a Mac) saves the editor's form, as its Save button does (checks included), not the browser's page. */
function useSaveShortcut(formId: string): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      const form = document.getElementById(formId);
      if (form instanceof HTMLFormElement) form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]:not([name])') ?? undefined);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [formId]);
}

/** One card of the editor (SPEC §2: Basic Information, Content, Tags & Settings...). */
export function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** SPEC §2's 'Tags & Settings' card, the same in both editors: tags, Published and Featured. */
export function TagsAndSettings<FormSchema extends Record<string, unknown>>({
  form,
  fields,
  tagsOnly = false,
}: {
  form: FormMetadata<FormSchema>;
  /** Tags without the switches: a contributor neither publishes nor features (decision 045). */
  tagsOnly?: boolean;
  fields: {
    tags: FieldMetadata<(string | undefined)[] | undefined, FormSchema>;
    isPublished: FieldMetadata<boolean | undefined, FormSchema>;
    isFeatured: FieldMetadata<boolean | undefined, FormSchema>;
  };
}) {
  return (
    <EditorCard title={tagsOnly ? "Tags" : "Tags & Settings"}>
      <ListInput form={form} meta={fields.tags} label="Tags" itemLabel="tag" placeholder="Add a tag and press Enter" unique />
      {tagsOnly ? null : (
        <div className="flex flex-wrap gap-8">
          <SwitchField label="Published" meta={fields.isPublished} />
          <SwitchField label="Featured" meta={fields.isFeatured} />
        </div>
      )}
    </EditorCard>
  );
}
