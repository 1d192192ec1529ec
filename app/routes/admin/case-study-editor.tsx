import type { Route } from "./+types/case-study-editor";
import { EditorCard, EditorForm, useEditorForm } from "~/components/admin/editor/editor-form";
import { ListInput } from "~/components/admin/editor/list-input";
import { RowsTable } from "~/components/admin/editor/rows-table";
import { SwitchField, TextareaField, TextField } from "~/components/admin/form-fields";
import { adminMeta } from "~/lib/admin-meta";
import { adminPaths, paths } from "~/lib/paths";
import { CaseStudySchema, type CaseStudyForm } from "~/lib/schemas/case-study";
import { getCaseStudyForEdit } from "~/models/case-studies.server";
import { submitCaseStudy } from "~/services/content.server";
import { loadForEditor, saveFromEditor } from "./content-actions.server";

export async function loader(args: Route.LoaderArgs) {
  const study = await loadForEditor(args, getCaseStudyForEdit, "Case study not found");
  return {
    study: study && {
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

export function action(args: Route.ActionArgs) {
  return saveFromEditor(args, submitCaseStudy, adminPaths.caseStudies);
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(params.id ? "Edit Case Study" : "New Case Study", params.id ? adminPaths.caseStudyEdit(params.id) : adminPaths.caseStudyNew);
}

const EMPTY: CaseStudyForm = {
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
  const { study } = loaderData;
  const { form, fields, saving } = useEditorForm(CaseStudySchema, {
    id: study ? `case-study-${study.id}` : "case-study-new",
    defaultValue: study ?? EMPTY,
    lastResult: actionData?.result,
  });

  return (
    <EditorForm
      form={form}
      title={study ? "Edit Case Study" : "New Case Study"}
      back={{ to: adminPaths.caseStudies, label: "Back to case studies" }}
      address={study ? paths.caseStudy(study.id) : undefined}
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
        <RowsTable
          form={form}
          meta={fields.results}
          caption="Results"
          columns={[
            { name: "metric", label: "Metric" },
            { name: "beforeValue", label: "Before" },
            { name: "afterValue", label: "After" },
          ]}
          emptyRow={{ metric: "", beforeValue: "", afterValue: "" }}
          addLabel="Add result"
        />
      </EditorCard>

      <EditorCard title="Technology Stack">
        <RowsTable
          form={form}
          meta={fields.techStack}
          caption="Technology stack"
          columns={[
            { name: "category", label: "Category" },
            { name: "technologies", label: "Technologies" },
          ]}
          emptyRow={{ category: "", technologies: "" }}
          addLabel="Add technology row"
        />
      </EditorCard>

      <EditorCard title="Tags & Settings">
        <ListInput form={form} meta={fields.tags} label="Tags" itemLabel="tag" placeholder="Add a tag and press Enter" unique />
        <div className="flex flex-wrap gap-8">
          <SwitchField label="Published" meta={fields.isPublished} />
          <SwitchField label="Featured" meta={fields.isFeatured} />
        </div>
      </EditorCard>
    </EditorForm>
  );
}
