/**
 * Previews (issue 14.4): a post or case study as the public will see it, drafts included, under a
 * banner. Two routes use this module: /admin-preview/{kind}/{id} for signed-in staff, and
 * /preview/{token} for whoever holds a live "Share preview" link. The page is the public page's own
 * component; it is never cached (no-store, no cache topic) and never indexed.
 *
 * Which family a share link shows is known only once its token is read, so each family's page code
 * is loaded on demand (`lazy`): a post's preview loads the post page's code, a case study's the case
 * study page's, never both. The server renders the whole page (onAllReady). The page is sent
 * without React (decision 025): what a reader can do on it (the share bar, the header) is the page
 * script's. The tags are made by the loader, so `meta` needs neither module.
 */
import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse, Link, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/preview";
import { blogPostMeta } from "#app/components/blog/post-article.tsx";
import { caseStudyMeta } from "#app/components/case-studies/case-study-article.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { CONTENT_OPS_TEXTS } from "#app/lib/content-ops-texts.ts";
import { StaffPreviewParamsSchema } from "#app/lib/schemas/content-ops.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { PREVIEW_HEADERS, sharedPreview, staffPreview } from "#app/services/preview.server.ts";
import { companySettings } from "#app/services/site-settings.server.ts";
import { useSiteSettings } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { answerHeaders } from "#app/lib/http.ts";

const BlogPostArticle = lazy(() => import("#app/components/blog/post-article.tsx").then((m) => ({ default: m.BlogPostArticle })));
const CaseStudyArticle = lazy(() => import("#app/components/case-studies/case-study-article.tsx").then((m) => ({ default: m.CaseStudyArticle })));

type Page = NonNullable<Awaited<ReturnType<typeof staffPreview>>>;

/** The public page's tags, its title marked as a preview, and noindex. */
async function previewMeta(page: Page): Promise<MetaDescriptor[]> {
  const site = await companySettings();
  const descriptors = page.kind === "blog_post" ? blogPostMeta(page.data, site) : caseStudyMeta(page.data, site);
  const title = page.kind === "blog_post" ? page.data.post.title : page.data.title;
  return [...descriptors.map((d) => ("title" in d ? { title: `Preview: ${title} | ${site.name}` } : d)), NOINDEX];
}

/** No React in the browser: a draft read as the public would read it (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.token !== undefined) {
    const answer = await sharedPreview(params.token);
    if (!answer.ok) throw data({ message: answer.message }, { status: answer.status, headers: PREVIEW_HEADERS });
    return data({ page: answer.page, editHref: null, tags: await previewMeta(answer.page) }, { headers: PREVIEW_HEADERS });
  }
  await requireStaff(request, "content");
  const parsed = StaffPreviewParamsSchema.safeParse(params);
  const page = parsed.success ? await staffPreview(parsed.data.kind, parsed.data.id) : null;
  if (!page) throw data({ message: CONTENT_OPS_TEXTS.recordMissing }, { status: 404, headers: PREVIEW_HEADERS });
  const id = page.kind === "blog_post" ? parsed.data!.id : page.data.id;
  const editHref = page.kind === "blog_post" ? adminPaths.blogEdit(id) : adminPaths.caseStudyEdit(id);
  return data({ page, editHref, tags: await previewMeta(page) }, { headers: PREVIEW_HEADERS });
}

export const headers = answerHeaders(PREVIEW_HEADERS);

const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex, nofollow" };

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData ? (loaderData.tags as MetaDescriptor[]) : [];
}

export default function PreviewPage({ loaderData: { page, editHref } }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner published={page.published} editHref={editHref} />
      <Suspense fallback={<p className="mx-auto max-w-3xl px-4 py-16 text-muted-foreground">Loading the preview…</p>}>
        {page.kind === "blog_post" ? <BlogPostArticle data={page.data} /> : <CaseStudyArticle study={page.data} />}
      </Suspense>
    </>
  );
}

/** The bar above the page: it says that this is not (or not only) what the public sees. */
function PreviewBanner({ published, editHref }: { published: boolean; editHref: string | null }) {
  return (
    <div role="note" aria-label="Preview" className="border-b-2 border-primary bg-accent px-4 py-3 text-sm text-accent-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{published ? CONTENT_OPS_TEXTS.previewBannerPublished : CONTENT_OPS_TEXTS.previewBanner}</p>
        {editHref ? (
          <Link to={editHref} className="font-medium underline underline-offset-4">
            Back to the editor
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { name: siteName } = useSiteSettings();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : "This preview could not be shown";
  const detail = status === 410 ? CONTENT_OPS_TEXTS.linkGoneDetail : status === 404 ? "Check the address, or ask for a new link." : "Please try again in a moment.";
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{`${message} | ${siteName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="text-muted-foreground">{detail}</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}

