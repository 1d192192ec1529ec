/**
 * The skeleton both content lists share (SPEC §2's Case Studies and Blog Posts tabs): heading,
 * Add button, the loading, error and empty states, then a card per record with its Published or
 * Draft badge, tags, summary and the view, edit and delete buttons.
 */
import { Eye, EyeOff, ImageIcon, Pencil, Plus, Search, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Form, Link, useActionData, useFetcher, useLocation, useNavigation } from "react-router";
import { ActionNotice, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { MediaImage } from "#app/components/media-image.tsx";
import { TagChips } from "#app/components/tag-chips.tsx";
import { Badge, PublishedBadge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Pagination } from "#app/components/blog/post-parts.tsx";
import type { MediaImage as MediaImageData } from "#app/lib/media.ts";
import { adminPaths, blogListHref } from "#app/lib/paths.ts";
import { MAX_SEARCH_LENGTH } from "#app/lib/schemas/blog-query-limits.ts";
import { BULK_TEXTS } from "#app/lib/schemas/bulk-content.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export type ContentListItem = {
  id: string;
  title: string;
  /** The line under the title (a subtitle, or 'By {author} • {category}'). */
  byline: string | null;
  published: boolean;
  featured?: boolean;
  tags: readonly string[];
  /** Clipped to two lines. */
  summary: string | null;
  /** The public page (opens in a new tab) and the editor. */
  viewHref: string;
  editHref: string;
  /** The cover from the media library, shown small (issue 17.6). */
  thumbnail: MediaImageData | null;
  /** When it was last saved, or when it goes live if it is scheduled (an ISO time). */
  date: { label: "Updated" | "Goes live"; value: string };
  /** A draft waiting for an editor's review (decision 045). */
  waitingForReview?: boolean;
};

/** The list's words (SPEC §2, §8), kept with the entity's schema (BLOG_POST_TEXTS, CASE_STUDY_TEXTS). */
export type ContentListTexts = {
  list: string;
  description: string;
  add: string;
  loading: string;
  empty: string;
  emptyHint?: string;
  /** A second line under a load error; the message also goes to the browser's console. */
  errorHint?: string;
  confirmDelete: string;
};

export function ContentList({
  texts,
  addHref,
  listHref,
  items,
  error,
  q,
  page,
  pages,
  matching,
  saved = false,
  bulkKind,
  canDelete = true,
  filterNote,
}: {
  texts: ContentListTexts;
  /** The editor of a new record. */
  addHref: string;
  /** The list's own address (its search form and page links). */
  listHref: string;
  items: readonly ContentListItem[];
  /** Our message when the list could not be read (the exception itself stays in the server's log). */
  error: string | null;
  /** The search text, the page shown, how many pages and records match (issue 14.9). */
  q: string;
  page: number;
  pages: number;
  matching: number;
  /** The editor has just saved a record and closed (issue 17.6). */
  saved?: boolean;
  /** Rows can be chosen and published, unpublished or moved to the trash at once (issue 28). */
  bulkKind?: "blog_post" | "case_study";
  /** False for a contributor: no Delete button (the server refuses it anyway). */
  canDelete?: boolean;
  /** A line above the list (the review filter's words and link). */
  filterNote?: import("react").ReactNode;
}) {
  // Why the last delete failed (the list's own action answers).
  const actionErrors = useActionData<{ errors: string[] | null }>()?.errors;
  const bulk = useBulkSelection(items);
  // The bulk form's answer, shown even when its rows are gone (all moved to the trash).
  const bulkFetcher = useFetcher<{ errors: string[] | null; notice: string | null }>({ key: `bulk:${listHref}` });
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const { errorHint } = texts;
  useEffect(() => {
    if (error && errorHint) console.error(`${error} The server's log has the details.`);
  }, [error, errorHint]);

  return (
    <AdminSection
      title={texts.list}
      description={texts.description}
      actions={
        <>
          {bulkKind ? (
            <Button asChild variant="outline">
              <Link to={adminPaths.trash}>
                <Trash2 aria-hidden="true" /> Trash
              </Link>
            </Button>
          ) : null}
          <Button asChild>
            <Link to={addHref}>
              <Plus aria-hidden="true" /> {texts.add}
            </Link>
          </Button>
        </>
      }
    >
      <ActionNotice>{saved ? "Saved. The list shows your changes." : null}</ActionNotice>
      <FormErrors errors={actionErrors} />
      {filterNote}
      <ListSearch action={listHref} q={q} matching={error ? null : matching} noun={texts.list.toLowerCase()} />
      {bulkKind && items.length > 0 ? <BulkBar listHref={listHref} selection={bulk} fetcher={bulkFetcher} /> : null}
      <FormErrors errors={bulkFetcher.data?.errors ?? undefined} />
      <ActionNotice>{bulkFetcher.data?.notice ?? null}</ActionNotice>
      <div aria-live="polite">
        {loading ? (
          <p className="py-12 text-center text-muted-foreground">{texts.loading}</p>
        ) : error ? (
          <div role="alert" className="py-12 text-center">
            <p className="text-destructive">Error: {error}</p>
            {errorHint ? <p className="mt-1 text-sm text-muted-foreground">{errorHint}</p> : null}
          </div>
        ) : items.length === 0 && q ? (
          <p className="py-12 text-center text-muted-foreground">Nothing matches “{q}”.</p>
        ) : items.length === 0 ? (
          <div className="py-12 text-center">
            <p className={texts.emptyHint ? "font-medium" : "text-muted-foreground"}>{texts.empty}</p>
            {texts.emptyHint ? <p className="mt-1 text-sm text-muted-foreground">{texts.emptyHint}</p> : null}
          </div>
        ) : (
          // Cards on a phone, rows of one table-like list at desk widths (issue 28).
          <ul aria-label={texts.list} className="grid gap-4 lg:gap-0 lg:divide-y lg:overflow-hidden lg:rounded-xl lg:border lg:bg-card">
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <ContentCard item={item} confirmDelete={texts.confirmDelete} selection={bulkKind ? bulk : null} canDelete={canDelete} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination page={page} pages={pages} hrefOf={(n) => blogListHref(listHref, { q, page: n })} label={`${texts.list} pages`} link={Link} />
    </AdminSection>
  );
}

/** A GET form: the search works without JavaScript and every result page has its own address. */
function ListSearch({ action, q, matching, noun }: { action: string; q: string; matching: number | null; noun: string }) {
  const id = useId();
  return (
    <Form method="get" action={action} role="search" className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-md">
        <label htmlFor={id} className="text-sm font-medium">
          Search {noun}
        </label>
        <Input id={id} type="search" name="q" defaultValue={q} maxLength={MAX_SEARCH_LENGTH} />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" /> Search
      </Button>
      {q ? (
        <Button asChild variant="ghost">
          <Link to={action}>Clear</Link>
        </Button>
      ) : null}
      {matching !== null ? (
        <p className="w-full text-sm text-muted-foreground" aria-live="polite">
          {matching} {matching === 1 ? "record" : "records"}
          {q ? ` match “${q}”` : ""}
        </p>
      ) : null}
    </Form>
  );
}

type Selection = ReturnType<typeof useBulkSelection>;

/** Which rows of the page are chosen (cleared when the page's rows change). */
function useBulkSelection(items: readonly ContentListItem[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const key = items.map((item) => item.id).join(",");
  useEffect(() => setChosen(new Set()), [key]);
  const formId = useId();
  return {
    formId,
    chosen,
    all: items.length > 0 && items.every((item) => chosen.has(item.id)),
    toggle: (id: string, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on: boolean) => setChosen(on ? new Set(items.map((item) => item.id)) : new Set()),
  };
}

/**
 * The bulk form: Select all on this page, and Publish, Unpublish, Move to trash for the chosen
 * rows (their checkboxes join this form by its id). A fetcher posts it: the list keeps its
 * address and reloads; without JavaScript it is a plain POST to `?bulk=1`.
 */
function BulkBar({ listHref, selection, fetcher }: { listHref: string; selection: Selection; fetcher: ReturnType<typeof useFetcher<{ errors: string[] | null; notice: string | null }>> }) {
  const hydrated = useHydrated();
  const count = selection.chosen.size;
  const none = hydrated && count === 0;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      id={selection.formId}
      method="post"
      action={`${listHref}?bulk=1`}
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2"
      onSubmit={(event) => {
        const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
        if (intent === "trash" && !window.confirm(BULK_TEXTS.confirmTrash)) event.preventDefault();
      }}
    >
      <label className="inline-flex min-h-9 items-center gap-2 px-2 text-sm">
        <input type="checkbox" className="size-6 accent-primary" checked={selection.all} onChange={(event) => selection.toggleAll(event.currentTarget.checked)} />
        Select all on this page
      </label>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {hydrated ? `${count} selected` : null}
      </span>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button type="submit" name="intent" value="publish" variant="outline" size="sm" disabled={none || busy}>
          <Send aria-hidden="true" /> Publish
        </Button>
        <Button type="submit" name="intent" value="unpublish" variant="outline" size="sm" disabled={none || busy}>
          <EyeOff aria-hidden="true" /> Unpublish
        </Button>
        <Button type="submit" name="intent" value="trash" variant="outline" size="sm" disabled={none || busy}>
          <Trash2 aria-hidden="true" /> Move to trash
        </Button>
      </div>
    </fetcher.Form>
  );
}

function ContentCard({ item, confirmDelete, selection, canDelete = true }: { item: ContentListItem; confirmDelete: string; selection: Selection | null; canDelete?: boolean }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5 lg:grid lg:grid-cols-[minmax(0,1fr)_10rem_auto] lg:items-center lg:gap-6 lg:rounded-none lg:border-0 lg:px-5 lg:py-3 lg:shadow-none">
      <div className="flex min-w-0 items-start gap-3">
        {selection ? (
          <input
            type="checkbox"
            name="ids"
            value={item.id}
            form={selection.formId}
            checked={selection.chosen.has(item.id)}
            onChange={(event) => selection.toggle(item.id, event.currentTarget.checked)}
            aria-label={`Select ${item.title}`}
            className="mt-0.5 size-6 shrink-0 accent-primary"
          />
        ) : null}
        <div className="flex aspect-[16/10] w-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted sm:w-20">
          {item.thumbnail ? (
            <MediaImage image={item.thumbnail} sizes="80px" decorative className="h-full object-cover" />
          ) : (
            <ImageIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div>
            <h3 className="text-base font-semibold leading-snug [overflow-wrap:break-word] sm:text-lg">{item.title}</h3>
            {item.byline ? <p className="mt-0.5 text-sm text-muted-foreground [overflow-wrap:break-word]">{item.byline}</p> : null}
          </div>
          <TagChips tags={item.tags} />
          {item.summary ? <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:break-word]">{item.summary}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 lg:grid lg:justify-items-start">
        <div className="flex flex-wrap gap-1.5">
          <PublishedBadge published={item.published} />
          {item.featured ? <Badge tone="info">Featured</Badge> : null}
          {item.waitingForReview ? <Badge tone="danger">Waiting for review</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {item.date.label} <DateTime value={item.date.value} />
        </p>
      </div>
      {/* Labelled buttons: an icon alone says little to staff who are new to the dashboard. */}
      <div className="mt-auto flex flex-wrap gap-2 lg:mt-0 lg:justify-end">
        <Button asChild variant="outline" size="sm">
          <a href={item.viewHref} target="_blank" rel="noopener noreferrer" aria-label={`View ${item.title}`}>
            <Eye aria-hidden="true" /> View
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={item.editHref} aria-label={`Edit ${item.title}`}>
            <Pencil aria-hidden="true" /> Edit
          </Link>
        </Button>
        {canDelete ? <DeleteButton id={item.id} title={item.title} confirm={confirmDelete} /> : null}
      </div>
    </Card>
  );
}

/**
 * Posts `intent=delete` with the record's id (and any other `fields`) to the page's own action,
 * after the confirmation: the admin's one way to ask before a delete (lists, Proof).
 */
export function DeleteButton({ id, title, confirm, fields = {}, disabled = false }: { id: string; title: string; confirm: string; fields?: Record<string, string>; disabled?: boolean }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" name="intent" value="delete" variant="outline" size="sm" disabled={disabled} aria-label={`Delete ${title}`}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </Form>
  );
}
