import type { Route } from "./+types/case-studies";
import { ContentList, type ContentListItem } from "#app/components/admin/content-list.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths, paths } from "#app/lib/paths.ts";
import { CASE_STUDY_TEXTS } from "#app/lib/schemas/case-study.ts";
import { listCaseStudiesForAdmin } from "#app/models/case-studies.server.ts";
import { mediaImagesByIds } from "#app/models/media.server.ts";
import { submitCaseStudyDelete } from "#app/services/content.server.ts";
import { deleteFromList, listDate, loadContentList, type ListQuery } from "./content-actions.server.ts";

export const loader = (args: Route.LoaderArgs) => loadContentList(args, listItems, CASE_STUDY_TEXTS.loadFailed);
export const action = (args: Route.ActionArgs) => deleteFromList(args, submitCaseStudyDelete, "case_study");
export const meta = (): Route.MetaDescriptors => adminMeta(CASE_STUDY_TEXTS.list, adminPaths.caseStudies);

/** The dashboard's default tab (SPEC §2): every case study, drafts included, newest first. */
async function listItems(query: ListQuery): Promise<{ items: ContentListItem[]; matching: number }> {
  const { items: studies, matching } = await listCaseStudiesForAdmin(query);
  const covers = await mediaImagesByIds(studies.map((study) => study.coverMediaId));
  return { matching, items: studies.map(({ id, title, subtitle, description, tags, isPublished, isFeatured, coverMediaId, updatedAt, scheduledAt }) => ({
    id,
    title,
    byline: subtitle,
    published: isPublished,
    featured: isFeatured,
    tags,
    summary: description,
    // A draft opens its preview (issue 14.4).
    viewHref: isPublished ? paths.caseStudy(id) : adminPaths.preview("case-studies", id),
    editHref: adminPaths.caseStudyEdit(id),
    thumbnail: coverMediaId ? (covers.get(coverMediaId) ?? null) : null,
    date: listDate({ isPublished, updatedAt, scheduledAt }),
  })) };
}

export default function AdminCaseStudies({ loaderData }: Route.ComponentProps) {
  return <ContentList texts={CASE_STUDY_TEXTS} addHref={adminPaths.caseStudyNew} listHref={adminPaths.caseStudies} {...loaderData} bulkKind="case_study" />;
}
