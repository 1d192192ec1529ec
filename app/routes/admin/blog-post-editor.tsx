import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post-editor";
import { EditorCard, EditorForm, TagsAndSettings, useEditorForm } from "#app/components/admin/editor/editor-form.tsx";
import { ContentOpsPanel } from "#app/components/admin/editor/content-ops-panel.tsx";
import { MediaPickerField } from "#app/components/admin/editor/media-picker.tsx";
import { ScheduleField } from "#app/components/admin/editor/schedule-field.tsx";
import { TextareaField, TextField } from "#app/components/admin/form-fields.tsx";
import { Markdown } from "#app/components/markdown.tsx";
import { editorMeta } from "#app/lib/admin-meta.ts";
import { slugify } from "#app/lib/content.ts";
import { adminPaths, paths } from "#app/lib/paths.ts";
import { BLOG_POST_TEXTS, BlogPostSchema, NEW_BLOG_POST, type ContentFormat } from "#app/lib/schemas/blog-post.ts";
import { parseRichText } from "#app/lib/rich-text/schema.ts";
import { RichTextEditor } from "#app/components/admin/editor/rich-text/rich-text-editor.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useAuth } from "#app/components/admin/auth-provider.tsx";
import { can, FORBIDDEN_MESSAGE } from "#app/lib/roles.ts";
import { DateTime } from "#app/components/admin/admin-section.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ADMIN_HEADERS } from "#app/lib/admin-meta.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { getPostById } from "#app/models/blog-posts.server.ts";
import { mediaImageRecord } from "#app/models/media.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { NOT_YOUR_DRAFT, sendBackForChanges, submitBlogPost, submitContributorDraft } from "#app/services/content.server.ts";
import { editorPanel } from "#app/services/revisions.server.ts";
import { loadForEditor, saveFromEditor } from "./content-actions.server.ts";

/** The post as stored (a new one: null); the editor's boxes start from it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "drafts");
  const contributor = !can(staff.role, "content");
  const post = await loadForEditor(params.id, getPostById, "Blog post not found");
  // A contributor opens only their own drafts, neither published nor scheduled (decision 045).
  if (contributor && post && (post.createdBy !== staff.id || post.isPublished || post.scheduledAt)) throw data(NOT_YOUR_DRAFT, { status: 403, headers: ADMIN_HEADERS });
  // The form holds text: the schedule as an ISO time (the page shows it in the editor's time zone).
  // The document goes to the rich-text editor, not into the form's default values (Conform would
  // flatten it into fields).
  const form = post ? { ...post, contentDoc: undefined, scheduledAt: post.scheduledAt?.toISOString() ?? null } : null;
  // A post is rich text once it has a document; a Markdown post stays Markdown until converted.
  const format: ContentFormat = !post || post.contentDoc ? "rich" : "markdown";
  const doc = post?.contentDoc ? parseRichText(post.contentDoc) : null;
  const panel = post ? await editorPanel("blog_post", post.id) : null;
  const review = { contributor, requestedAt: post?.reviewRequestedAt?.toISOString() ?? null };
  return { post: form, format, doc: doc?.ok ? doc.doc : null, images: await mediaImageRecord([post?.coverMediaId]), panel, review };
}

/** The query of the editor's "Send back" button (an editor's, on a draft waiting for review). */
export const SEND_BACK_PARAM = "send-back";

/**
 * Save: a contributor's own draft (never published, scheduled or featured; "Submit for review"
 * marks it waiting), else the editor's save. "Send back" (`?send-back=1`): editors and up only.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const staff = await requireStaff(request, "drafts");
  if (new URL(request.url).searchParams.has(SEND_BACK_PARAM)) {
    if (!can(staff.role, "content")) throw data(FORBIDDEN_MESSAGE, { status: 403, headers: ADMIN_HEADERS });
    if (!params.id || !(await sendBackForChanges(params.id, actorOf(staff, context)))) return data({ result: { status: "error" as const, error: { "": ["This post is not a draft waiting for review."] } } }, { status: 404 });
    throw redirect(`${adminPaths.blog}?review=1`, 303);
  }
  if (!can(staff.role, "content")) return saveFromEditor(args, (req, id, actor) => submitContributorDraft(req, id, staff.id, actor), adminPaths.blog, "drafts");
  return saveFromEditor(args, submitBlogPost, adminPaths.blog);
}
export const meta = ({ params }: Route.MetaArgs) => editorMeta(BLOG_POST_TEXTS.noun, params.id, { new: adminPaths.blogNew, edit: adminPaths.blogEdit });

export default function BlogPostEditor({ loaderData: { post, format: storedFormat, doc, images, panel, review } }: Route.ComponentProps) {
  const { user } = useAuth();
  const [format, setFormat] = useState<ContentFormat>(storedFormat);
  // A Markdown post converted here starts from its preview's HTML (our safe renderer's output).
  const [convertedHtml, setConvertedHtml] = useState<string | undefined>(undefined);
  const previewRef = useRef<HTMLDivElement>(null);
  const { form, fields, saving } = useEditorForm(BlogPostSchema, post ? `blog-post-${post.id}` : "blog-post-new", post ?? NEW_BLOG_POST);
  // The preview and the slug hint follow the text boxes, including what was typed before the page
  // became interactive (the boxes keep it; the state starts from them once hydrated).
  const [content, setContent] = useState(post?.content ?? "");
  const [title, setTitle] = useState(post?.title ?? "");
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (contentRef.current) setContent(contentRef.current.value);
    if (titleRef.current) setTitle(titleRef.current.value);
  }, []);

  return (
    <div className="grid gap-6">
      {post && review.requestedAt && !review.contributor && !post.isPublished ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-primary/40 p-4">
          <p className="min-w-0">
            Submitted for review <DateTime value={review.requestedAt} />. Publish it with the publishing control below, or send it back to its writer.
          </p>
          <Form method="post" action={`${adminPaths.blogEdit(post.id)}?${SEND_BACK_PARAM}=1`}>
            <Button type="submit" variant="outline">
              Send back
            </Button>
          </Form>
        </Card>
      ) : null}
      <EditorForm
        form={form}
        noun={BLOG_POST_TEXTS.noun}
        recordId={post?.id}
        back={{ to: adminPaths.blog, label: "Back to blog posts" }}
        preview={post ? adminPaths.preview("blog", post.id) : undefined}
        saving={saving}
      >
        <EditorCard title="Basic Information">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Title" required meta={fields.title} ref={titleRef} onChange={(event) => setTitle(event.currentTarget.value)} />
            <TextField label="Author" required meta={fields.author} />
            <TextField label="Category" meta={fields.category} placeholder="e.g., Technology, AI, Cloud Computing" />
            <MediaPickerField
              label="Cover image"
              meta={fields.coverMediaId}
              initial={post?.coverMediaId ? (images[post.coverMediaId] ?? null) : null}
              description="Shown on the blog list, the post and as its share image."
            />
            {/* One way to set a cover (issue 28): the library. A post that already has a cover by
                address keeps its field, so it can be cleared or changed. */}
            {post?.coverImageUrl ? (
              <TextField
                label="Cover Image URL"
                meta={fields.coverImageUrl}
                type="url"
                placeholder="https://example.com/image.jpg"
                description="An image hosted elsewhere, used when no cover image is chosen: it must start with https://. Clear it once a cover is chosen above."
              />
            ) : null}
            <TextField
              label="Slug"
              meta={fields.slug}
              placeholder={post?.slug ?? (slugify(title) || "made-from-the-title")}
              description={
                post
                  ? `The post's address: ${paths.blogPost(post.slug)}. Change it only on purpose; old links will stop working.`
                  : `Leave blank to make one from the title: ${paths.blogPost(slugify(title) || "...")}`
              }
            />
          </div>
        </EditorCard>

        <EditorCard title="Content">
          <TextareaField label="Excerpt" meta={fields.excerpt} rows={3} />
          <input type="hidden" name={fields.contentFormat.name} value={format} />
          {format === "rich" ? (
            <RichTextEditor
              key={convertedHtml === undefined ? "stored" : "converted"}
              name={fields.contentDoc.name}
              label="Content"
              initial={doc}
              initialHtml={convertedHtml}
              errors={fields.contentDoc.errors}
              errorId={fields.contentDoc.errorId}
              descriptionId={fields.contentDoc.descriptionId}
              description={
                convertedHtml === undefined
                  ? undefined
                  : "Converted from Markdown: check it before saving (tables and images typed in Markdown are not kept). Saving stores it as rich text."
              }
            />
          ) : null}
          {format === "markdown" ? (
            <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3 text-sm">
              <p className="flex-1">This post is written in Markdown. It stays Markdown until you convert it to rich text.</p>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setConvertedHtml(previewRef.current?.innerHTML ?? "");
                  setFormat("rich");
                }}
              >
                Convert to rich text
              </Button>
            </div>
          ) : !post && convertedHtml === undefined ? (
            <div>
              <Button type="button" variant="ghost" onClick={() => setFormat("markdown")}>
                Write in Markdown instead
              </Button>
            </div>
          ) : convertedHtml !== undefined ? (
            <div>
              <Button type="button" variant="ghost" onClick={() => setFormat("markdown")}>
                Keep it Markdown
              </Button>
            </div>
          ) : null}
          {/* The Markdown box stays in the form (hidden once converted), so going back keeps it. */}
          <div className={format === "markdown" ? "grid gap-4 lg:grid-cols-2" : "hidden"}>
            <TextareaField
              label="Content"
              required={format === "markdown"}
              meta={fields.content}
              description="Markdown supported"
              rows={20}
              textareaClassName="font-mono"
              ref={contentRef}
              onChange={(event) => setContent(event.currentTarget.value)}
            />
            <MarkdownPreview markdown={content} previewRef={previewRef} />
          </div>
        </EditorCard>

        <TagsAndSettings form={form} fields={fields} tagsOnly={review.contributor} />

        {review.contributor ? (
          <EditorCard title="Review">
            <p className="text-sm">
              {review.requestedAt ? (
                <>
                  Waiting for an editor's review since <DateTime value={review.requestedAt} />. You can still change it.
                </>
              ) : (
                "An editor publishes your draft once you submit it for review."
              )}
            </p>
            <div>
              <Button type="submit" name="review" value="submit">
                {review.requestedAt ? "Save and submit again" : "Submit for review"}
              </Button>
            </div>
          </EditorCard>
        ) : (
        <EditorCard title="Publishing">
          <ScheduleField meta={fields.scheduledAt} offsetName={fields.scheduleOffset.name} published={Boolean(post?.isPublished)} />
          {post && can(user?.role, "subscribers") ? (
            // The composer publishes a draft and sends it in one confirmed step (decision 041).
            <p className="text-sm">
              <Link to={`${adminPaths.newsletter}?${new URLSearchParams({ post: post.id })}`} className="font-medium text-primary underline underline-offset-4">
                {post.isPublished ? "Send as a newsletter…" : "Publish and send as a newsletter…"}
              </Link>
            </p>
          ) : null}
        </EditorCard>
        )}
      </EditorForm>
      {post && panel ? <ContentOpsPanel kind="blog_post" id={post.id} {...panel} /> : null}
    </div>
  );
}

function MarkdownPreview({ markdown, previewRef }: { markdown: string; previewRef: React.RefObject<HTMLDivElement | null> }) {
  return (
    <div className="grid content-start gap-1.5">
      <p className="text-sm font-medium" id="preview-heading">
        Preview
      </p>
      <div role="region" aria-labelledby="preview-heading" tabIndex={0} className="max-h-[34rem] min-h-40 overflow-y-auto rounded-md border bg-background p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {markdown.trim() ? <div ref={previewRef}><Markdown>{markdown}</Markdown></div> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
      </div>
    </div>
  );
}
