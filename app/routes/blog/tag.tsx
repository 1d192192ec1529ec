import { data } from "react-router";
import type { Route } from "./+types/tag";
import { Pagination, PostCard } from "#app/components/blog/post-parts.tsx";
import { BackLink, CardGrid, ListHeader } from "#app/components/marketing/article-parts.tsx";
import { hubPlaces } from "#app/lib/content-hubs.ts";
import { postCardOf, SLUG_PATTERN } from "#app/lib/content.ts";
import { loaderHeaders } from "#app/lib/http.ts";
import { blogListHref, paths } from "#app/lib/paths.ts";
import { pageCount, parsePageParam } from "#app/lib/schemas/blog-query.ts";
import { breadcrumbJsonLd, pageLinks, seo } from "#app/lib/seo.ts";
import { findPublishedTag } from "#app/services/blog-tags.server.ts";
import { listPublishedPosts, POSTS_PER_PAGE } from "#app/models/blog-posts.server.ts";
import { mediaImagesByIds } from "#app/models/media.server.ts";
import { siteSettingsOf } from "#app/lib/site-settings.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

/** /blog/tag/{tag}: the published posts carrying one tag, 9 a page; an unknown tag or page is a 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.tag;
  if (slug.length > 100 || !SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  const page = parsePageParam(new URL(request.url).searchParams);
  if (page === null) throw data(null, { status: 404 });
  const tag = await findPublishedTag(slug);
  if (!tag) throw data(null, { status: 404 });
  const { posts, matching } = await listPublishedPosts({ tags: tag.spellings }, page);
  const pages = pageCount(matching, POSTS_PER_PAGE);
  if (page > pages || matching === 0) throw data(null, { status: 404 });
  const covers = await mediaImagesByIds(posts.map((post) => post.coverMediaId));
  return data(
    { slug, name: tag.name, page, pages, matching, posts: posts.map((post) => postCardOf(post, covers)) },
    { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } },
  );
}

export const headers = loaderHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { slug, name, page, pages, matching } = loaderData;
  const path = paths.blogTag(slug);
  const suffix = page > 1 ? ` (Page ${page})` : "";
  return [
    ...seo({
      site: siteSettingsOf(matches),
      title: `${name} Articles${suffix}`,
      description: `${matching} ${matching === 1 ? "article" : "articles"} from Iratech's engineers tagged ${name}: practical notes on ${name} in AI, cloud and data engineering.`,
      path: blogListHref(path, { page }),
      keywords: [name],
      jsonLd: breadcrumbJsonLd([
        ["Home", paths.home],
        [hubPlaces.blog.name, paths.blog],
        [name, path],
      ]),
    }),
    ...pageLinks(page, pages, (n) => blogListHref(path, { page: n })),
  ];
}

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const { slug, name, page, pages, matching, posts } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <BackLink to={paths.blog}>Back to Blog</BackLink>
      <div className="mt-6">
        <ListHeader title={`Articles tagged ${name}`} subtitle={`${matching} ${matching === 1 ? "article" : "articles"} on ${name} from our engineers.`} />
      </div>
      <div className="mt-10">
        <CardGrid items={posts} keyOf={(post) => post.slug}>
          {(post) => <PostCard post={post} />}
        </CardGrid>
        <Pagination page={page} pages={pages} label={`Pages of ${name} articles`} hrefOf={(n) => blogListHref(paths.blogTag(slug), { page: n })} />
      </div>
    </div>
  );
}
