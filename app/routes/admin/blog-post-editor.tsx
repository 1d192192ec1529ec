import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
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
import { can } from "#app/lib/roles.ts";
import { getPostById } from "#app/models/blog-posts.server.ts";
import { mediaImageRecord } from "#app/models/media.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { submitBlogPost } from "#app/services/content.server.ts";
import { editorPanel } from "#app/services/revisions.server.ts";
import { loadForEditor, saveFromEditor } from "./content-actions.server.ts";

/** The post as stored (a new one: null); the editor's boxes start from it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const post = await loadForEditor(params.id, getPostById, "Blog post not found");
  // The form holds text: the schedule as an ISO time (the page shows it in the editor's time zone).
  // The document goes to the rich-text editor, not into the form's default values (Conform would
  // flatten it into fields).
  const form = post ? { ...post, contentDoc: undefined, scheduledAt: post.scheduledAt?.toISOString() ?? null } : null;
  // A post is rich text once it has a document; a Markdown post stays Markdown until converted.
  const format: ContentFormat = !post || post.contentDoc ? "rich" : "markdown";
  const doc = post?.contentDoc ? parseRichText(post.contentDoc) : null;
  const panel = post ? await editorPanel("blog_post", post.id) : null;
  return { post: form, format, doc: doc?.ok ? doc.doc : null, images: await mediaImageRecord([post?.coverMediaId]), panel };
}
export const action = (args: Route.ActionArgs) => saveFromEditor(args, submitBlogPost, adminPaths.blog);
export const meta = ({ params }: Route.MetaArgs) => editorMeta(BLOG_POST_TEXTS.noun, params.id, { new: adminPaths.blogNew, edit: adminPaths.blogEdit });

export default function BlogPostEditor({ loaderData: { post, format: storedFormat, doc, images, panel } }: Route.ComponentProps) {
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
            <TextField
              label="Cover Image URL"
              meta={fields.coverImageUrl}
              type="url"
              placeholder="https://example.com/image.jpg"
              description="Only for an image hosted elsewhere, used when no cover image is chosen: it must start with https://."
            />
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

        <TagsAndSettings form={form} fields={fields} />

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
      <div role="region" aria-labelledby="preview-heading" className="max-h-[34rem] min-h-40 overflow-y-auto rounded-md border bg-background p-4">
        {markdown.trim() ? <div ref={previewRef}><Markdown>{markdown}</Markdown></div> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
      </div>
    </div>
  );
}
