/**
 * The blog's list pieces shared by /blog, the tag pages and the related posts under a post: the
 * post card and the page links. Page links are plain links, so they work without JavaScript. No
 * router here: the blog list's island renders these in the browser (decision 027).
 */
import { ChevronLeft, ChevronRight } from "#app/components/ui/list-icons.tsx";
import type { ComponentType, ReactNode } from "react";
import { Byline, ReadTime } from "#app/components/marketing/article-parts.tsx";
import { ContentCover } from "#app/components/media-image.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { MediaImage } from "#app/lib/media.ts";
import { paths } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";

export type PostCardData = {
  slug: string;
  title: string;
  author: string;
  category: string;
  excerpt: string;
  readTime: string;
  coverImageUrl: string | null;
  cover: MediaImage | null;
  publishedAt: string;
  featured?: boolean;
};

/** The mark of a featured post or case study on its card (issue 14.7). */
export function FeaturedChip() {
  return <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">Featured</span>;
}

export function PostCard({ post, headingLevel = 2, priority = false }: { post: PostCardData; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <ContentCover
        cover={post.cover}
        url={post.coverImageUrl}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[16/9] object-cover"
        priority={priority}
        decorative
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3 text-xs">
          <span className="flex flex-wrap gap-2">
            <span className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground">{post.category}</span>
            {post.featured ? <FeaturedChip /> : null}
          </span>
          <ReadTime value={post.readTime} className="text-muted-foreground" />
        </div>
        <Heading className="mt-4 text-xl font-semibold leading-snug">
          <a href={paths.blogPost(post.slug)} className="hover:text-primary">
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
        <Byline author={post.author} date={post.publishedAt} className="mt-4 text-sm text-muted-foreground" />
        <Button asChild variant="outline" className={cn("mt-4 self-start")}>
          <a href={paths.blogPost(post.slug)}>
            {/* Every card says 'Read More' (SPEC); the hidden rest tells a screen reader and a
                search engine which article each one opens. */}
            Read More<span className="sr-only">: {post.title}</span>
          </a>
        </Button>
      </div>
    </article>
  );
}

export type PageLinkProps = { to: string; rel?: string; className?: string; children?: ReactNode };

function PlainLink({ to, ...props }: PageLinkProps) {
  return <a href={to} {...props} />;
}

/**
 * Previous, the page numbers and next, as links with rel="prev"/"next". `hrefOf` keeps the list's
 * filters; nothing is shown for a single page. `link`: the admin's router link (its pages have
 * React Router's client); public pages have plain links.
 */
export function Pagination({
  page,
  pages,
  hrefOf,
  label = "Pages",
  link: Link = PlainLink,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label?: string;
  link?: ComponentType<PageLinkProps>;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium";
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={cn(item, "hover:bg-muted")}>
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous<span className="sr-only"> page</span>
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {numbers.map((n, index) => (
          <li key={n} className="flex items-center gap-2">
            {index > 0 && n - numbers[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            {n === page ? (
              <span aria-current="page" className={cn(item, "border-primary bg-primary text-primary-foreground")}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link to={hrefOf(n)} className={cn(item, "hover:bg-muted")}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className={cn(item, "hover:bg-muted")}>
          Next<span className="sr-only"> page</span> <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
