import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/post";
import { BlogPostArticle, blogPostMeta } from "#app/components/blog/post-article.tsx";
import { NotFoundPage } from "#app/components/error-page.tsx";
import { SLUG_PATTERN } from "#app/lib/content.ts";
import { loaderHeaders } from "#app/lib/http.ts";
import { getPublishedPostBySlug, getPublishedSlugById, isUuid } from "#app/models/blog-posts.server.ts";
import { blogPostPageData } from "#app/services/article-pages.server.ts";
import { siteSettingsOf, useSiteSettings } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the share bar's buttons are the page script's (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug;
  // The admin links to /blog/{id}: send readers to the post's permanent address.
  if (isUuid(slug)) {
    const target = await getPublishedSlugById(slug.toLowerCase());
    if (target) throw redirect(`/blog/${target}`, 301);
    throw data(null, { status: 404 });
  }
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  const post = await getPublishedPostBySlug(slug);
  if (!post) throw data(null, { status: 404 });
  return data(await blogPostPageData(post), { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
}

export const headers = loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  // The error boundary below brings its own title and noindex; a second title here would duplicate them.
  return loaderData ? blogPostMeta(loaderData, siteSettingsOf(matches)) : [];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPostArticle data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { name: siteName } = useSiteSettings();
  // SPEC §2: a path that serves nothing shows the site's one 404 page; posts have no state of their own for it.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{`Error Loading Article | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Error Loading Article</h1>
      <p className="text-muted-foreground">An error occurred. Please try again in a moment.</p>
      <Link to="/blog" className="inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Blog
      </Link>
    </section>
  );
}
