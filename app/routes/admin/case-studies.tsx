import type { Route } from "./+types/case-studies";
import { ContentList, type ContentListItem, type ContentListTexts } from "~/components/admin/content-list";
import { adminMeta } from "~/lib/admin-meta";
import { adminPaths, paths } from "~/lib/paths";
import { CASE_STUDY_TEXTS } from "~/lib/schemas/case-study";
import { listAllCaseStudies } from "~/models/case-studies.server";
import { submitCaseStudyDelete } from "~/services/content.server";
import { deleteFromList, loadContentList } from "./content-actions.server";

/** The dashboard's default tab (SPEC §2): every case study, drafts included, newest first. */
export function loader(args: Route.LoaderArgs) {
  return loadContentList(
    args,
    async () =>
      (await listAllCaseStudies()).map(
        (study): ContentListItem => ({
          id: study.id,
          title: study.title,
          byline: study.subtitle,
          published: study.isPublished,
          tags: study.tags,
          summary: study.description,
          viewHref: paths.caseStudy(study.id),
          editHref: adminPaths.caseStudyEdit(study.id),
        }),
      ),
    "The case studies could not be loaded.",
  );
}

export function action(args: Route.ActionArgs) {
  return deleteFromList(args, submitCaseStudyDelete);
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Case Studies", adminPaths.caseStudies);
}

const TEXTS: ContentListTexts = {
  title: "Case Studies",
  description: "Manage the case studies shown on the site.",
  add: { label: "Add Case Study", href: adminPaths.caseStudyNew },
  loading: "Loading case studies...",
  empty: (
    <>
      <p className="font-medium text-foreground">No case studies found</p>
      <p className="mt-1 text-sm">Create your first case study to get started</p>
    </>
  ),
  // SPEC §8 sends the admin to the console; the page logs our message there.
  errorHint: "Check console for more details",
  confirmDelete: CASE_STUDY_TEXTS.confirmDelete,
};

export default function AdminCaseStudies({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentList texts={TEXTS} items={loaderData.items} loadError={loaderData.error} actionErrors={actionData?.errors} />;
}
