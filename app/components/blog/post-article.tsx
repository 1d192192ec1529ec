/**
 * A blog post's page (/blog/{slug}): the public route and the previews (issue 14.4) render this one
 * component from `blogPostPageData` (app/services/article-pages.server.ts).
 */
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link, type MetaDescriptor } from "react-router";
import { PostCard } from "#app/components/blog/post-parts.tsx";
import { Byline, BackLink, ReadTime } from "#app/components/marketing/article-parts.tsx";
import { ContentCover } from "#app/components/media-image.tsx";
import { Prose } from "#app/components/prose.tsx";
import { ShareBar } from "#app/components/share-bar.tsx";
import { hubPlaces } from "#app/lib/content-hubs.ts";
import { formatPostDate } from "#app/lib/content.ts";
import { mediaShareUrl } from "#app/lib/media.ts";
import { paths } from "#app/lib/paths.ts";
import type { CompanySettings } from "#app/lib/company.ts";
import { articleSeo } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { BlogPostPageData } from "#app/services/article-pages.server.ts";

/** The page's meta: title, description, share image and the Article JSON-LD. */
export function blogPostMeta({ post }: Pick<BlogPostPageData, "post">, site?: CompanySettings): MetaDescriptor[] {
  // The share image is the cover cropped to 1200×630 (a hand-typed https cover is used as it is);
  // without one, a card drawn from its title and category (issue 14.3).
  const image = post.cover ? mediaShareUrl(post.cover.id) : (post.coverImageUrl ?? paths.shareCard("post", post.slug));
  return articleSeo({ ...post, coverImageUrl: image, description: post.excerpt, path: `/blog/${post.slug}`, list: hubPlaces.blog, site });
}

/** A post as the public sees it (and as its preview shows it). */
export function BlogPostArticle({ data }: { data: BlogPostPageData }) {
  const { post, previous, next, related } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <BackLink to="/blog">Back to Blog</BackLink>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">{post.category}</span>
          <ReadTime value={post.readTime} />
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        <Byline author={post.author} date={post.publishedAt} className="mt-4 text-muted-foreground" />
        {post.updatedAt.slice(0, 10) > post.publishedAt.slice(0, 10) ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Updated <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
          </p>
        ) : null}
      </header>
      {post.cover || post.coverImageUrl ? (
        <div className="mt-8 overflow-hidden rounded-xl">
          <ContentCover cover={post.cover} url={post.coverImageUrl} sizes="(min-width: 768px) 720px, 100vw" className="aspect-[16/9] object-cover" priority />
        </div>
      ) : null}
      <Prose className="mt-8" html={post.html} />
      <TagLinks tags={post.tagLinks} className="mt-10" />
      <ShareBar url={absoluteUrl(paths.blogPost(post.slug))} title={post.title} className="mt-8 border-t pt-6" />
      {previous || next ? (
        <nav aria-label="More articles" className="mt-12 grid gap-4 border-t pt-8 sm:grid-cols-2">
          {previous ? (
            <Link to={`/blog/${previous.slug}`} className="group rounded-lg border p-4 hover:border-primary">
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <ArrowLeft className="size-3" aria-hidden="true" /> Previous article
              </span>
              <span className="mt-1 block font-medium group-hover:text-primary">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={`/blog/${next.slug}`} className="group rounded-lg border p-4 text-right hover:border-primary">
              <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
                Next article <ArrowRight className="size-3" aria-hidden="true" />
              </span>
              <span className="mt-1 block font-medium group-hover:text-primary">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12 border-t pt-8">
          <h2 id="related-heading" className="text-2xl font-semibold">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:-mx-24 lg:grid-cols-3" data-stagger="">
            {related.map((item) => (
              <li key={item.slug}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** The post's tags, each a link to its tag page. */
function TagLinks({ tags, className }: { tags: { tag: string; slug: string }[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className ?? ""}`}>
      {tags.map(({ tag, slug }) => (
        <li key={tag}>
          {slug ? (
            <Link
              to={paths.blogTag(slug)}
              className="inline-block rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground hover:underline"
            >
              {tag}
            </Link>
          ) : (
            <span className="inline-block rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

