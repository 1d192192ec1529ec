/** A case study's card on the list and on the home page's featured band. */
import { ArrowRight } from "#app/components/ui/icons.tsx";
import { FeaturedChip } from "#app/components/blog/post-parts.tsx";
import { ReadTime } from "#app/components/marketing/article-parts.tsx";
import { ContentCover, MediaImage } from "#app/components/media-image.tsx";
import { TagChips } from "#app/components/tag-chips.tsx";
import type { MediaImage as MediaImageData } from "#app/lib/media.ts";
import { paths } from "#app/lib/paths.ts";

export type CaseStudyCardData = {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  tags: string[];
  featured: boolean;
  readTime: string;
  cover: MediaImageData | null;
  logo: MediaImageData | null;
  /** Its strongest result (issue 17.3), when one reads as a number. */
  result?: { figure: string; metric: string } | null;
};

export function CaseStudyCard({ study, priority = false, headingLevel = 2 }: { study: CaseStudyCardData; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <ContentCover
        cover={study.cover}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[16/9] object-cover"
        priority={priority}
        decorative
      />
      <div className="flex flex-1 flex-col p-6">
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <ReadTime as="p" value={study.readTime} className="text-xs text-muted-foreground" />
          {study.featured ? <FeaturedChip /> : null}
        </div>
        {study.logo ? (
          <span className="block w-10 shrink-0">
            <MediaImage image={study.logo} sizes="40px" className="rounded" />
          </span>
        ) : null}
      </div>
      <Heading className="mt-3 text-xl font-semibold leading-snug">{study.title}</Heading>
      {study.subtitle ? <p className="mt-1 text-sm font-medium text-primary">{study.subtitle}</p> : null}
      {study.result ? (
        <p className="mt-3 flex items-baseline gap-2" data-card-result="">
          <span className="text-2xl font-bold tracking-tight text-primary tabular-nums">{study.result.figure}</span>
          <span className="text-sm font-medium">{study.result.metric}</span>
        </p>
      ) : null}
      {study.description ? <p className="mt-3 flex-1 text-sm text-muted-foreground">{study.description}</p> : <div className="flex-1" />}
      <TagChips tags={study.tags} className="mt-4" />
      <a
        href={paths.caseStudy(study.id)}
        className="mt-5 inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
      >
        Read More<span className="sr-only">: {study.title}</span> <ArrowRight className="size-4" aria-hidden="true" />
      </a>
      </div>
    </article>
  );
}
