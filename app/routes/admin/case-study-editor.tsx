import { getFormProps, useForm, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowLeft, ArrowUp, Plus, Save, Trash2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/case-study-editor";
import { EditorCard, Field, FieldError, inputClass, inputProps, ListInput, SwitchField, textareaProps } from "~/components/content/editor-fields";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";
import { CaseStudySchema } from "~/lib/schemas/case-study";
import { mergeListDrafts } from "~/lib/schemas/list-drafts";
import { createCaseStudy, getCaseStudyForEdit, updateCaseStudy } from "~/models/case-studies.server";
import { requireAdmin } from "~/services/auth.server";
import { actorFrom } from "~/services/content-access.server";
import { logger } from "~/services/logger.server";

const LIST_PATH = "/admin-dashboard";
const SAVE_FAILED = "Failed to save case study";
const LIST_FIELDS = ["tags", "businessChallenge", "projectObjectives", "keyFeatures", "securityGovernance", "impact"] as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.id) return { study: null };
  const study = await getCaseStudyForEdit(params.id);
  if (!study) throw data("Case study not found", { status: 404 });
  return {
    study: {
      id: study.id,
      title: study.title,
      subtitle: study.subtitle ?? "",
      description: study.description ?? "",
      readTime: study.readTime ?? "",
      clientOverview: study.clientOverview ?? "",
      businessChallenge: study.businessChallenge,
      projectObjectives: study.projectObjectives,
      solution: study.solution ?? "",
      keyFeatures: study.keyFeatures,
      securityGovernance: study.securityGovernance,
      impact: study.impact,
      whyItMatters: study.whyItMatters ?? "",
      ctaText: study.ctaText ?? "",
      tags: study.tags,
      isPublished: study.isPublished,
      isFeatured: study.isFeatured,
      results: study.results.map(({ metric, beforeValue, afterValue }) => ({ metric, beforeValue, afterValue })),
      techStack: study.techStack.map(({ category, technologies }) => ({ category, technologies })),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = mergeListDrafts(await request.formData(), LIST_FIELDS);
  const submission = parseWithZod(formData, { schema: CaseStudySchema });
  // Invalid input, or a row/list button pressed without JavaScript: show the form again.
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const actor = actorFrom(admin, context);
  try {
    if (params.id) {
      const saved = await updateCaseStudy(params.id, submission.value, actor);
      if (!saved) return data({ result: submission.reply({ formErrors: [SAVE_FAILED, "This case study no longer exists."] }) }, { status: 404 });
    } else {
      await createCaseStudy(submission.value, actor);
    }
  } catch (error) {
    logger.error({ err: error }, "case study save failed");
    return data({ result: submission.reply({ formErrors: [SAVE_FAILED] }) }, { status: 500 });
  }
  throw redirect(LIST_PATH);
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(
    params.id ? "Edit Case Study" : "New Case Study",
    params.id ? `/admin-dashboard/case-studies/${params.id}/edit` : "/admin-dashboard/case-studies/new",
  );
}

const EMPTY = {
  title: "",
  subtitle: "",
  description: "",
  readTime: "",
  clientOverview: "",
  businessChallenge: [],
  projectObjectives: [],
  solution: "",
  keyFeatures: [],
  securityGovernance: [],
  impact: [],
  whyItMatters: "",
  ctaText: "",
  tags: [],
  // SPEC §3: a new case study is published unless the editor says otherwise.
  isPublished: true,
  isFeatured: false,
  results: [],
  techStack: [],
};

export default function CaseStudyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const study = loaderData.study;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: study ? `case-study-${study.id}` : "case-study-new",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: study ?? EMPTY,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CaseStudySchema }),
  });
  const formProps = getFormProps(form);
  const anyForm = form as unknown as FormMetadata<Record<string, unknown>>;
  const list = (meta: unknown) => meta as FieldMetadata<(string | undefined)[] | undefined>;

  return (
    <Form method="post" {...formProps} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Button asChild variant="ghost" size="icon">
            <Link to={LIST_PATH} aria-label="Back to case studies">
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
          <h2 className="text-xl font-semibold">{study ? "Edit Case Study" : "New Case Study"}</h2>
          {study ? <span className="text-sm text-muted-foreground">/case-studies/{study.id}</span> : null}
        </div>
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" /> {saving ? "Saving..." : "Save"}
        </Button>
      </div>

      {form.errors?.length ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          {form.errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <EditorCard title="Overview">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Title" required field={fields.title}>
            <input {...inputProps(fields.title)} key={fields.title.key} className={inputClass} />
          </Field>
          <Field label="Subtitle" field={fields.subtitle}>
            <input {...inputProps(fields.subtitle)} key={fields.subtitle.key} className={inputClass} />
          </Field>
          <Field label="Read time" field={fields.readTime} hint="For example '5 min read'; blank works it out from the text.">
            <input {...inputProps(fields.readTime)} key={fields.readTime.key} placeholder="5 min read" className={inputClass} />
          </Field>
          <Field label="Call to action text" field={fields.ctaText}>
            <input {...inputProps(fields.ctaText)} key={fields.ctaText.key} className={inputClass} />
          </Field>
        </div>
        <Field label="Description" field={fields.description}>
          <textarea {...textareaProps(fields.description)} key={fields.description.key} rows={3} className={inputClass} />
        </Field>
        <Field label="Client overview" field={fields.clientOverview}>
          <textarea {...textareaProps(fields.clientOverview)} key={fields.clientOverview.key} rows={4} className={inputClass} />
        </Field>
      </EditorCard>

      <EditorCard title="Challenge and Solution">
        <ListInput form={anyForm} meta={list(fields.businessChallenge)} label="Business challenges" itemLabel="challenge" variant="rows" />
        <ListInput form={anyForm} meta={list(fields.projectObjectives)} label="Project objectives" itemLabel="objective" variant="rows" />
        <Field label="Solution" field={fields.solution}>
          <textarea {...textareaProps(fields.solution)} key={fields.solution.key} rows={5} className={inputClass} />
        </Field>
        <ListInput form={anyForm} meta={list(fields.keyFeatures)} label="Key features" itemLabel="feature" variant="rows" />
        <ListInput form={anyForm} meta={list(fields.securityGovernance)} label="Security & governance" itemLabel="item" variant="rows" />
        <ListInput form={anyForm} meta={list(fields.impact)} label="Impact delivered" itemLabel="impact" variant="rows" />
        <Field label="Why it matters" field={fields.whyItMatters}>
          <textarea {...textareaProps(fields.whyItMatters)} key={fields.whyItMatters.key} rows={3} className={inputClass} />
        </Field>
      </EditorCard>

      <EditorCard title="Measurable Business Results">
        <RowsTable
          caption="Results"
          columns={["Metric", "Before", "After"]}
          form={anyForm}
          name={fields.results.name}
          rows={fields.results.getFieldList().map((row) => {
            const f = row.getFieldset();
            return { key: row.key, cells: [f.metric, f.beforeValue, f.afterValue] };
          })}
          emptyRow={{ metric: "", beforeValue: "", afterValue: "" }}
          addLabel="Add result"
        />
        <FieldError id={fields.results.errorId} errors={fields.results.errors} />
      </EditorCard>

      <EditorCard title="Technology Stack">
        <RowsTable
          caption="Technology stack"
          columns={["Category", "Technologies"]}
          form={anyForm}
          name={fields.techStack.name}
          rows={fields.techStack.getFieldList().map((row) => {
            const f = row.getFieldset();
            return { key: row.key, cells: [f.category, f.technologies] };
          })}
          emptyRow={{ category: "", technologies: "" }}
          addLabel="Add technology row"
        />
        <FieldError id={fields.techStack.errorId} errors={fields.techStack.errors} />
      </EditorCard>

      <EditorCard title="Tags & Settings">
        <ListInput form={anyForm} meta={list(fields.tags)} label="Tags" itemLabel="tag" placeholder="Add a tag and press Enter" unique />
        <div className="flex flex-wrap gap-8">
          <SwitchField label="Published" meta={fields.isPublished} />
          <SwitchField label="Featured" meta={fields.isFeatured} />
        </div>
      </EditorCard>
    </Form>
  );
}

/**
 * Ordered rows of small inputs with add, remove and move buttons. The buttons are Conform intents:
 * with JavaScript they change the form in place; without it they post and the server answers with
 * the changed form.
 */
function RowsTable({
  caption,
  columns,
  form,
  name,
  rows,
  emptyRow,
  addLabel,
}: {
  caption: string;
  columns: string[];
  form: FormMetadata<Record<string, unknown>>;
  name: string;
  rows: { key: string | undefined; cells: FieldMetadata<string | undefined>[] }[];
  emptyRow: Record<string, string>;
  addLabel: string;
}) {
  return (
    <div className="grid gap-3">
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="text-left">
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-1 pb-2 font-medium">
                    {column}
                  </th>
                ))}
                <th scope="col" className="px-1 pb-2">
                  <span className="sr-only">Order and removal</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key} className="align-top">
                  {row.cells.map((cell, cellIndex) => (
                    <td key={cell.name} className="p-1">
                      <input
                        {...inputProps(cell)}
                        // After a move, rows remount: start from what was typed, not the loaded value.
                        defaultValue={cell.value ?? cell.initialValue ?? ""}
                        key={cell.key}
                        aria-label={`${columns[cellIndex]} (row ${index + 1})`}
                        className={inputClass}
                      />
                      <FieldError id={cell.errorId} errors={cell.errors} />
                    </td>
                  ))}
                  <td className="whitespace-nowrap p-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
                      disabled={index === 0}
                      aria-label={`Move row ${index + 1} up`}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
                      disabled={index === rows.length - 1}
                      aria-label={`Move row ${index + 1} down`}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" {...form.remove.getButtonProps({ name, index })} aria-label={`Remove row ${index + 1}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No rows yet.</p>
      )}
      <Button variant="outline" className="justify-self-start" {...form.insert.getButtonProps({ name, defaultValue: emptyRow as never })}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
    </div>
  );
}
