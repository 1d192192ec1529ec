/**
 * The skeleton both content lists share (SPEC §2's Case Studies and Blog Posts tabs): heading,
 * Add button, the loading, error and empty states, then a card per record with its Published or
 * Draft badge, tags, summary and the view, edit and delete buttons.
 */
import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminSection } from "~/components/admin/admin-section";
import { TagChips } from "~/components/tag-chips";
import { Badge, PublishedBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/field";

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
};

export type ContentListTexts = {
  title: string;
  description: string;
  add: { label: string; href: string };
  loading: string;
  empty: ReactNode;
  /** A second line under the error (SPEC §8's 'Check console for more details'). */
  errorHint?: string;
  confirmDelete: string;
};

export function ContentList({
  texts,
  items,
  loadError,
  actionErrors,
}: {
  texts: ContentListTexts;
  items: readonly ContentListItem[];
  /** Our message when the list could not be read (the exception itself stays in the server's log). */
  loadError: string | null;
  /** Why the last delete failed. */
  actionErrors?: string[] | null;
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  useEffect(() => {
    if (loadError && texts.errorHint) console.error(`${loadError} The server's log has the details.`);
  }, [loadError, texts.errorHint]);

  return (
    <AdminSection
      title={texts.title}
      description={texts.description}
      actions={
        <Button asChild>
          <Link to={texts.add.href}>
            <Plus aria-hidden="true" /> {texts.add.label}
          </Link>
        </Button>
      }
    >
      <FormErrors errors={actionErrors} />
      <div aria-live="polite">
        {loading ? (
          <p className="py-12 text-center text-muted-foreground">{texts.loading}</p>
        ) : loadError ? (
          <div role="alert" className="py-12 text-center">
            <p className="text-destructive">Error: {loadError}</p>
            {texts.errorHint ? <p className="mt-1 text-sm text-muted-foreground">{texts.errorHint}</p> : null}
          </div>
        ) : items.length === 0 ? (
          <div className="py-12 text-center text-muted-foreground">{texts.empty}</div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <ContentCard item={item} confirmDelete={texts.confirmDelete} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  );
}

function ContentCard({ item, confirmDelete }: { item: ContentListItem; confirmDelete: string }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold">{item.title}</h3>
          {item.byline ? <p className="mt-0.5 break-words text-sm text-muted-foreground">{item.byline}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <PublishedBadge published={item.published} />
          {item.featured ? <Badge tone="info">Featured</Badge> : null}
        </div>
      </div>
      <TagChips tags={item.tags} />
      {item.summary ? <p className="line-clamp-2 break-words text-sm text-muted-foreground">{item.summary}</p> : null}
      <div className="mt-auto flex gap-2 pt-2">
        <Button asChild variant="outline" size="icon">
          <a href={item.viewHref} target="_blank" rel="noopener noreferrer" aria-label={`View ${item.title}`}>
            <Eye aria-hidden="true" />
          </a>
        </Button>
        <Button asChild variant="outline" size="icon">
          <Link to={item.editHref} aria-label={`Edit ${item.title}`}>
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <DeleteButton id={item.id} title={item.title} confirm={confirmDelete} />
      </div>
    </Card>
  );
}

/** Posts `intent=delete` with the record's id to the list's own action, after the confirmation. */
function DeleteButton({ id, title, confirm }: { id: string; title: string; confirm: string }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value="delete" variant="outline" size="icon" aria-label={`Delete ${title}`}>
        <Trash2 aria-hidden="true" />
      </Button>
    </Form>
  );
}
