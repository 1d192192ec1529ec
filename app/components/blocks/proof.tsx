/**
 * Proof blocks (issue 26): client logos, testimonials with faces, the team, stats, pictures, and
 * the case-study results and lists read from the published records.
 */
import { Quote } from "lucide-react";
import { PostCard } from "#app/components/blog/post-parts.tsx";
import { CaseStudyCard } from "#app/components/case-studies/case-study-card.tsx";
import { RelatedCaseStudyCard, ResultsBand } from "#app/components/case-studies/proof.tsx";
import { MediaImage } from "#app/components/media-image.tsx";
import { balancedGrid, Section } from "#app/components/marketing/sections.tsx";
import { cn } from "#app/lib/utils.ts";
import { pictureOf, toneClass, type BlockContext, type BlockProps } from "./context.ts";
import { BlockPicture } from "./picture.tsx";

const titleId = (block: { id: string }) => `${block.id}-title`;

function mediaOf(context: BlockContext, id: string | null) {
  const picture = id ? context.data.pictures[`media:${id}`] : undefined;
  return picture?.kind === "media" ? picture.image : null;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** A person's photo, or their initials in a circle when there is none. */
function Face({ context, mediaId, name, size }: { context: BlockContext; mediaId: string | null; name: string; size: "sm" | "lg" }) {
  const image = mediaOf(context, mediaId);
  const box = size === "lg" ? "size-28" : "size-12";
  if (image) {
    return (
      <span className={cn("block shrink-0 overflow-hidden rounded-full border bg-muted", box)}>
        <MediaImage image={image} sizes={size === "lg" ? "112px" : "48px"} decorative className="size-full object-cover" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={cn("flex shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary", box, size === "lg" ? "text-2xl" : "text-sm")}>
      {initials(name)}
    </span>
  );
}

export function LogoStripBlock({ block, context }: BlockProps<"logoStrip">) {
  const clients = block.clientIds.map((id) => context.data.clients[id]).filter((client) => client !== undefined);
  if (!clients.length) return null;
  const heading = titleId(block);
  return (
    <section aria-labelledby={heading} className={cn("border-b py-10 sm:py-12", toneClass(block))}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={heading} className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {block.title ?? "Trusted by teams at"}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {clients.map((client) => {
            const logo = mediaOf(context, client.logoMediaId);
            const mark = logo ? (
              <span className="block h-10 w-36">
                <MediaImage image={{ ...logo, alt: client.name }} sizes="144px" className="h-10 w-36 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 dark:invert" />
              </span>
            ) : (
              <span className="text-lg font-semibold text-muted-foreground">{client.name}</span>
            );
            return (
              <li key={client.id}>
                {client.url ? (
                  <a href={client.url} className="block rounded-sm" rel="noopener noreferrer" target={client.url.startsWith("http") ? "_blank" : undefined}>
                    {mark}
                  </a>
                ) : (
                  mark
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function TestimonialsBlock({ block, context }: BlockProps<"testimonials">) {
  const items = block.testimonialIds.map((id) => context.data.testimonials[id]).filter((item) => item !== undefined);
  if (!items.length) return null;
  return (
    <Section headingId={titleId(block)} title={block.title ?? "What Our Clients Say"} subtitle={block.subtitle} className={toneClass(block)}>
      <ul className={items.length === 1 ? "mx-auto max-w-3xl" : "grid gap-6 md:grid-cols-2"} data-stagger="">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <figure className="flex h-full flex-col gap-4">
              <Quote className="size-8 text-primary/60" aria-hidden="true" />
              <blockquote className="flex-1 text-lg leading-relaxed">“{item.quote}”</blockquote>
              <figcaption className="flex items-center gap-4">
                <Face context={context} mediaId={item.photoMediaId} name={item.name} size="sm" />
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TeamGridBlock({ block, context }: BlockProps<"teamGrid">) {
  const people = block.personIds.map((id) => context.data.people[id]).filter((person) => person !== undefined);
  if (!people.length) return null;
  return (
    <Section headingId={titleId(block)} title={block.title ?? "Our Team"} subtitle={block.subtitle} className={toneClass(block)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-stagger="">
        {people.map((person) => (
          <li key={person.id} className="flex flex-col items-center rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm">
            <Face context={context} mediaId={person.photoMediaId} name={person.name} size="lg" />
            <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
            <p className="text-sm font-medium text-primary">{person.role}</p>
            {person.bio ? <p className="mt-3 text-sm text-muted-foreground">{person.bio}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function StatsBlock({ block }: BlockProps<"stats">) {
  const heading = titleId(block);
  return (
    <section aria-labelledby={block.title ? heading : undefined} aria-label={block.title ? undefined : "In numbers"} className={cn("border-y py-12 sm:py-14", toneClass(block))}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {block.title ? (
          <h2 id={heading} className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
            {block.title}
          </h2>
        ) : null}
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {block.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted-foreground">{item.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-primary tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function MediaBlock({ block, context }: BlockProps<"media">) {
  const picture = pictureOf(context, block.image);
  if (!picture) return null;
  return (
    <div className={cn("py-12 sm:py-16", toneClass(block))}>
      <figure className={cn("mx-auto px-4 sm:px-6 lg:px-8", block.size === "wide" ? "max-w-7xl" : "max-w-4xl")}>
        <div className="overflow-hidden rounded-2xl border shadow-lg">
          <BlockPicture picture={picture} sizes={block.size === "wide" ? "(min-width: 1280px) 1216px, 100vw" : "(min-width: 896px) 832px, 100vw"} />
        </div>
        {block.caption ? <figcaption className="mt-3 text-center text-sm text-muted-foreground">{block.caption}</figcaption> : null}
      </figure>
    </div>
  );
}

export function GalleryBlock({ block, context }: BlockProps<"gallery">) {
  const entries = block.images.flatMap((entry) => {
    const picture = pictureOf(context, entry.image);
    return picture ? [{ picture, caption: entry.caption }] : [];
  });
  if (!entries.length) return null;
  return (
    <Section headingId={titleId(block)} title={block.title} subtitle={block.subtitle} className={toneClass(block)}>
      <ul className={balancedGrid(entries.length)}>
        {entries.map((entry, index) => (
          <li key={index}>
            <figure>
              <div className="overflow-hidden rounded-xl border shadow-sm">
                <BlockPicture picture={entry.picture} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
              </div>
              {entry.caption ? <figcaption className="mt-2 text-sm text-muted-foreground">{entry.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The results of the published case studies, or the one case study that fits the page. */
export function ResultsBandBlock({ block, context }: BlockProps<"resultsBand">) {
  const results = context.data.results[block.id];
  if (!results) return null;
  if (block.mode === "results") return <ResultsBand items={results.band} headingId={titleId(block)} />;
  const study = results.related;
  if (!study) return null;
  return (
    <section aria-labelledby={titleId(block)} className={cn("py-16 sm:py-20", toneClass(block))}>
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <div>
          <h2 id={titleId(block)} className="text-3xl font-bold tracking-tight">
            Proof from Our Work
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            {study.match === "related"
              ? "A client project close to what this page describes, with the numbers measured before and after."
              : "One of our featured client projects, with the numbers measured before and after."}
          </p>
        </div>
        <RelatedCaseStudyCard study={study} />
      </div>
    </section>
  );
}

/** Posts and case studies (the featured ones), as cards. Nothing when there are none. */
export function ArchiveBlock({ block, context }: BlockProps<"archive">) {
  const cards = context.data.archives[block.id];
  if (!cards || cards.posts.length + cards.studies.length === 0) return null;
  return (
    <Section headingId={titleId(block)} title={block.title} subtitle={block.subtitle} className={toneClass(block)}>
      <ul className={balancedGrid(cards.studies.length + cards.posts.length)} data-stagger="">
        {cards.studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} headingLevel={3} />
          </li>
        ))}
        {cards.posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
