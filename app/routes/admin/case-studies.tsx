import type { Route } from "./+types/case-studies";
import { ContentList, type ContentListItem } from "~/components/admin/content-list";
import { adminMeta } from "~/lib/admin-meta";
import { adminPaths, paths } from "~/lib/paths";
import { CASE_STUDY_TEXTS } from "~/lib/schemas/case-study";
import { listAllCaseStudies } from "~/models/case-studies.server";
import { submitCaseStudyDelete } from "~/services/content.server";
import { deleteFromList, loadContentList } from "./content-actions.server";

export const loader = (args: Route.LoaderArgs) => loadContentList(args, listItems, CASE_STUDY_TEXTS.loadFailed);
export const action = (args: Route.ActionArgs) => deleteFromList(args, submitCaseStudyDelete);
export const meta = (): Route.MetaDescriptors => adminMeta(CASE_STUDY_TEXTS.list, adminPaths.caseStudies);

/** The dashboard's default tab (SPEC §2): every case study, drafts included, newest first. */
async function listItems(): Promise<ContentListItem[]> {
  const studies = await listAllCaseStudies();
  return studies.map(({ id, title, subtitle, description, tags, isPublished }) => ({
    id,
    title,
    byline: subtitle,
    published: isPublished,
    tags,
    summary: description,
    viewHref: paths.caseStudy(id),
    editHref: adminPaths.caseStudyEdit(id),
  }));
}

export default function AdminCaseStudies({ loaderData }: Route.ComponentProps) {
  return <ContentList texts={CASE_STUDY_TEXTS} addHref={adminPaths.caseStudyNew} {...loaderData} />;
}
