import type { Route } from "./+types/case-study-editor";
import { EditorCard, EditorForm, TagsAndSettings, useEditorForm } from "#app/components/admin/editor/editor-form.tsx";
import { ListInput } from "#app/components/admin/editor/list-input.tsx";
import { RowsTable } from "#app/components/admin/editor/rows-table.tsx";
import { ContentOpsPanel } from "#app/components/admin/editor/content-ops-panel.tsx";
import { MediaPickerField } from "#app/components/admin/editor/media-picker.tsx";
import { ScheduleField } from "#app/components/admin/editor/schedule-field.tsx";
import { SelectField, TextareaField, TextField } from "#app/components/admin/form-fields.tsx";
import { caseStudyIndustries, caseStudyServices } from "#app/lib/case-study-facets.ts";
import { editorMeta } from "#app/lib/admin-meta.ts";
import { adminPaths, paths } from "#app/lib/paths.ts";
import { CASE_STUDY_TEXTS, CaseStudySchema, NEW_CASE_STUDY } from "#app/lib/schemas/case-study.ts";
import { getCaseStudyForEdit } from "#app/models/case-studies.server.ts";
import { mediaImageRecord } from "#app/models/media.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitCaseStudy } from "#app/services/content.server.ts";
import { editorPanel } from "#app/services/revisions.server.ts";
import { loadForEditor, saveFromEditor } from "./content-actions.server.ts";

/** The case study as stored, with its results and tech stack (a new one: null); the editor's boxes start from it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const study = await loadForEditor(params.id, getCaseStudyForEdit, "Case study not found");
  // The form holds text: the schedule as an ISO time (the page shows it in the editor's time zone).
  const form = study ? { ...study, scheduledAt: study.scheduledAt?.toISOString() ?? null } : null;
  const panel = study ? await editorPanel("case_study", study.id) : null;
  return { study: form, images: await mediaImageRecord([study?.coverMediaId, study?.logoMediaId]), panel };
}
export const action = (args: Route.ActionArgs) => saveFromEditor(args, submitCaseStudy, adminPaths.caseStudies);
export const meta = ({ params }: Route.MetaArgs) =>
  editorMeta(CASE_STUDY_TEXTS.noun, params.id, { new: adminPaths.caseStudyNew, edit: adminPaths.caseStudyEdit });

const SERVICE_OPTIONS = caseStudyServices.map((option) => ({ value: option.id, label: option.label }));
const INDUSTRY_OPTIONS = caseStudyIndustries.map((option) => ({ value: option.id, label: option.label }));

const RESULT_COLUMNS = [
  { name: "metric", label: "Metric" },
  { name: "beforeValue", label: "Before" },
  { name: "afterValue", label: "After" },
] as const;
const TECH_COLUMNS = [
  { name: "category", label: "Category" },
  { name: "technologies", label: "Technologies" },
] as const;

export default function CaseStudyEditor({ loaderData: { study, images, panel } }: Route.ComponentProps) {
  const { form, fields, saving } = useEditorForm(CaseStudySchema, study ? `case-study-${study.id}` : "case-study-new", study ?? NEW_CASE_STUDY);

  return (
    <div className="grid gap-6">
      <EditorForm
        form={form}
        noun={CASE_STUDY_TEXTS.noun}
        recordId={study?.id}
        back={{ to: adminPaths.caseStudies, label: "Back to case studies" }}
        address={study ? paths.caseStudy(study.id) : undefined}
        preview={study ? adminPaths.preview("case-studies", study.id) : undefined}
        saving={saving}
      >
        <EditorCard title="Overview">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Title" required meta={fields.title} />
            <TextField label="Subtitle" meta={fields.subtitle} />
            <TextField
              label="Read time"
              meta={fields.readTime}
              placeholder="5 min read"
              description="For example '5 min read'; blank works it out from the text."
            />
            <TextField label="Call to action text" meta={fields.ctaText} />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <MediaPickerField
              label="Cover image"
              meta={fields.coverMediaId}
              initial={study?.coverMediaId ? (images[study.coverMediaId] ?? null) : null}
              description="Shown on the case-study list, the page and as its share image."
            />
            <MediaPickerField label="Client logo" meta={fields.logoMediaId} initial={study?.logoMediaId ? (images[study.logoMediaId] ?? null) : null} />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              label="Service"
              meta={fields.service}
              options={SERVICE_OPTIONS}
              placeholder="None"
              description="The /services section it appears under; also a filter on /case-studies."
            />
            <SelectField label="Industry" meta={fields.industry} options={INDUSTRY_OPTIONS} placeholder="None" description="The client's industry: a filter on /case-studies." />
          </div>
          <TextareaField label="Description" meta={fields.description} rows={3} />
          <TextareaField label="Client overview" meta={fields.clientOverview} rows={4} />
        </EditorCard>

        <EditorCard title="Challenge and Solution">
          <ListInput form={form} meta={fields.businessChallenge} label="Business challenges" itemLabel="challenge" variant="rows" />
          <ListInput form={form} meta={fields.projectObjectives} label="Project objectives" itemLabel="objective" variant="rows" />
          <TextareaField label="Solution" meta={fields.solution} rows={5} />
          <ListInput form={form} meta={fields.keyFeatures} label="Key features" itemLabel="feature" variant="rows" />
          <ListInput form={form} meta={fields.securityGovernance} label="Security & governance" itemLabel="item" variant="rows" />
          <ListInput form={form} meta={fields.impact} label="Impact delivered" itemLabel="impact" variant="rows" />
          <TextareaField label="Why it matters" meta={fields.whyItMatters} rows={3} />
        </EditorCard>

        <EditorCard title="Measurable Business Results">
          <RowsTable form={form} meta={fields.results} caption="Results" columns={RESULT_COLUMNS} addLabel="Add result" />
        </EditorCard>

        <EditorCard title="Technology Stack">
          <RowsTable form={form} meta={fields.techStack} caption="Technologies by category" columns={TECH_COLUMNS} addLabel="Add technology row" />
        </EditorCard>

        <TagsAndSettings form={form} fields={fields} />

        <EditorCard title="Publishing">
          <ScheduleField meta={fields.scheduledAt} offsetName={fields.scheduleOffset.name} published={Boolean(study?.isPublished)} />
        </EditorCard>
      </EditorForm>
      {study && panel ? <ContentOpsPanel kind="case_study" id={study.id} {...panel} /> : null}
    </div>
  );
}
