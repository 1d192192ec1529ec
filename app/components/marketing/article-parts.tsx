/**
 * The pieces the blog and the case studies share: list headers, card grids, the empty and error
 * states, read time, byline and the way back to the list. Kept apart from sections.tsx so that
 * these pages do not load the marketing sections' accordion and tabs.
 */
import { ArrowLeft, Clock } from "#app/components/ui/icons.tsx";
import type { ReactNode } from "react";
import { formatPostDate } from "#app/lib/content.ts";
import { cn } from "#app/lib/utils.ts";

/** The heading of a list page (/blog, /case-studies). */
export function ListHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{subtitle}</p>
    </header>
  );
}

/** One card per item, one to three columns. */
export function CardGrid<T>({ items, keyOf, children }: { items: readonly T[]; keyOf: (item: T) => string; children: (item: T) => ReactNode }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-stagger="">
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** Nothing to list: a heading and what to do about it. */
export function EmptyState({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("py-12 text-center", className)}>
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** A list that could not be shown: announced to screen readers, with the way out as children. */
export function ErrorPanel({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border border-destructive/40 p-6 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}

/** 'N min read' behind a clock. */
export function ReadTime({ value, as: Tag = "span", large, className }: { value: string; as?: "p" | "span"; large?: boolean; className?: string }) {
  return (
    <Tag className={cn("flex items-center gap-1", className)}>
      <Clock className={large ? "size-4" : "size-3.5"} aria-hidden="true" /> {value}
    </Tag>
  );
}

/** SPEC §2: 'By {author} • {date}'. */
export function Byline({ author, date, className }: { author: string; date: string; className?: string }) {
  return (
    <p className={className}>
      By {author} • <time dateTime={date}>{formatPostDate(date)}</time>
    </p>
  );
}

/** Every tag of a post or case study, as chips. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </a>
  );
}
