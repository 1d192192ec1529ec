import { useEffect, useRef, useState } from "react";
import type { Route } from "./+types/blog-post-editor";
import { EditorCard, EditorForm, useEditorForm } from "~/components/admin/editor/editor-form";
import { ListInput } from "~/components/admin/editor/list-input";
import { SwitchField, TextareaField, TextField } from "~/components/admin/form-fields";
import { Markdown } from "~/components/markdown";
import { adminMeta } from "~/lib/admin-meta";
import { slugify } from "~/lib/content";
import { adminPaths, paths } from "~/lib/paths";
import { BlogPostSchema, type BlogPostForm } from "~/lib/schemas/blog-post";
import { getPostById } from "~/models/blog-posts.server";
import { submitBlogPost } from "~/services/content.server";
import { loadForEditor, saveFromEditor } from "./content-actions.server";

export async function loader(args: Route.LoaderArgs) {
  const post = await loadForEditor(args, getPostById, "Blog post not found");
  return {
    post: post && {
      id: post.id,
      slug: post.slug,
      title: post.title,
      author: post.author,
      category: post.category ?? "",
      coverImageUrl: post.coverImageUrl ?? "",
      excerpt: post.excerpt ?? "",
      content: post.content,
      tags: post.tags,
      isPublished: post.isPublished,
      isFeatured: post.isFeatured,
    },
  };
}

export function action(args: Route.ActionArgs) {
  return saveFromEditor(args, submitBlogPost, adminPaths.blog);
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(params.id ? "Edit Blog Post" : "New Blog Post", params.id ? adminPaths.blogEdit(params.id) : adminPaths.blogNew);
}

const EMPTY: BlogPostForm = {
  title: "",
  author: "",
  category: "",
  coverImageUrl: "",
  excerpt: "",
  content: "",
  tags: [],
  isPublished: false,
  isFeatured: false,
};

export default function BlogPostEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const { form, fields, saving } = useEditorForm(BlogPostSchema, {
    id: post ? `blog-post-${post.id}` : "blog-post-new",
    defaultValue: post ?? EMPTY,
    lastResult: actionData?.result,
  });
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
    <EditorForm form={form} title={post ? "Edit Blog Post" : "New Blog Post"} back={{ to: adminPaths.blog, label: "Back to blog posts" }} saving={saving}>
      <EditorCard title="Basic Information">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Title" required meta={fields.title} ref={titleRef} onChange={(event) => setTitle(event.currentTarget.value)} />
          <TextField label="Author" required meta={fields.author} />
          <TextField label="Category" meta={fields.category} placeholder="e.g., Technology, AI, Cloud Computing" />
          <TextField label="Cover Image URL" meta={fields.coverImageUrl} type="url" placeholder="https://example.com/image.jpg" />
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
        <div className="grid gap-4 lg:grid-cols-2">
          <TextareaField
            label="Content"
            required
            meta={fields.content}
            description="Markdown supported"
            rows={20}
            textareaClassName="font-mono"
            ref={contentRef}
            onChange={(event) => setContent(event.currentTarget.value)}
          />
          <MarkdownPreview markdown={content} />
        </div>
      </EditorCard>

      <EditorCard title="Tags & Settings">
        <ListInput form={form} meta={fields.tags} label="Tags" itemLabel="tag" placeholder="Add a tag and press Enter" unique />
        <div className="flex flex-wrap gap-8">
          <SwitchField label="Published" meta={fields.isPublished} />
          <SwitchField label="Featured" meta={fields.isFeatured} />
        </div>
      </EditorCard>
    </EditorForm>
  );
}

function MarkdownPreview({ markdown }: { markdown: string }) {
  return (
    <div className="grid content-start gap-1.5">
      <p className="text-sm font-medium" id="preview-heading">
        Preview
      </p>
      <div role="region" aria-labelledby="preview-heading" className="max-h-[34rem] min-h-40 overflow-y-auto rounded-md border bg-background p-4">
        {markdown.trim() ? <Markdown>{markdown}</Markdown> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
      </div>
    </div>
  );
}
