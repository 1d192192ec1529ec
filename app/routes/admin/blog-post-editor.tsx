import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, Save } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/blog-post-editor";
import { EditorCard, Field, inputClass, inputProps, ListInput, SwitchField, textareaProps } from "~/components/content/editor-fields";
import { Markdown } from "~/components/markdown";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";
import { slugify } from "~/lib/content";
import { BlogPostSchema } from "~/lib/schemas/blog-post";
import { mergeListDrafts } from "~/lib/schemas/list-drafts";
import { createPost, getPostById, SlugTakenError, updatePost } from "~/models/blog-posts.server";
import { requireAdmin } from "~/services/auth.server";
import { actorFrom } from "~/services/content-access.server";
import { logger } from "~/services/logger.server";

const LIST_PATH = "/admin-dashboard/blog";
const SAVE_FAILED = "Failed to save blog post";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.id) return { post: null };
  const post = await getPostById(params.id);
  if (!post) throw data("Blog post not found", { status: 404 });
  return {
    post: {
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

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = mergeListDrafts(await request.formData(), ["tags"]);
  const submission = parseWithZod(formData, { schema: BlogPostSchema });
  // Invalid input, or a list button pressed without JavaScript: show the form again.
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const actor = actorFrom(admin, context);
  try {
    if (params.id) {
      const saved = await updatePost(params.id, submission.value, actor);
      if (!saved) return data({ result: submission.reply({ formErrors: [SAVE_FAILED, "This blog post no longer exists."] }) }, { status: 404 });
    } else {
      await createPost(submission.value, actor);
    }
  } catch (error) {
    if (error instanceof SlugTakenError) {
      return data({ result: submission.reply({ fieldErrors: { slug: [error.message] } }) }, { status: 409 });
    }
    logger.error({ err: error }, "blog post save failed");
    return data({ result: submission.reply({ formErrors: [SAVE_FAILED] }) }, { status: 500 });
  }
  // SPEC §4: success closes the editor and the list reloads.
  throw redirect(LIST_PATH);
}

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(params.id ? "Edit Blog Post" : "New Blog Post", params.id ? `${LIST_PATH}/${params.id}/edit` : `${LIST_PATH}/new`);
}

export default function BlogPostEditor({ loaderData, actionData }: Route.ComponentProps) {
  const post = loaderData.post;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: post ? `blog-post-${post.id}` : "blog-post-new",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: post ?? { title: "", author: "", category: "", coverImageUrl: "", excerpt: "", content: "", tags: [], isPublished: false, isFeatured: false },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BlogPostSchema }),
  });
  const [content, setContent] = useState(post?.content ?? "");
  const [title, setTitle] = useState(post?.title ?? "");
  const formProps = getFormProps(form);

  return (
    <Form method="post" {...formProps} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Button asChild variant="ghost" size="icon">
            <Link to={LIST_PATH} aria-label="Back to blog posts">
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
          <h2 className="text-xl font-semibold">{post ? "Edit Blog Post" : "New Blog Post"}</h2>
        </div>
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" /> {saving ? "Saving..." : "Save"}
        </Button>
      </div>

      {form.errors?.length ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          {form.errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <EditorCard title="Basic Information">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Title" required field={fields.title}>
            <input
              {...inputProps(fields.title, "text")}
              key={fields.title.key}
              className={inputClass}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
          </Field>
          <Field label="Author" required field={fields.author}>
            <input {...inputProps(fields.author, "text")} key={fields.author.key} className={inputClass} />
          </Field>
          <Field label="Category" field={fields.category}>
            <input
              {...inputProps(fields.category, "text")}
              key={fields.category.key}
              placeholder="e.g., Technology, AI, Cloud Computing"
              className={inputClass}
            />
          </Field>
          <Field label="Cover Image URL" field={fields.coverImageUrl}>
            <input
              {...inputProps(fields.coverImageUrl, "url")}
              key={fields.coverImageUrl.key}
              placeholder="https://example.com/image.jpg"
              className={inputClass}
            />
          </Field>
          <Field
            label="Slug"
            field={fields.slug}
            hint={
              post
                ? `The post's address: /blog/${post.slug}. Change it only on purpose; old links will stop working.`
                : `Leave blank to make one from the title: /blog/${slugify(title) || "..."}`
            }
          >
            <input
              {...inputProps(fields.slug, "text")}
              key={fields.slug.key}
              placeholder={post?.slug ?? (slugify(title) || "made-from-the-title")}
              className={inputClass}
            />
          </Field>
        </div>
      </EditorCard>

      <EditorCard title="Content">
        <Field label="Excerpt" field={fields.excerpt}>
          <textarea {...textareaProps(fields.excerpt)} key={fields.excerpt.key} rows={3} className={inputClass} />
        </Field>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field label="Content" required field={fields.content} hint="Markdown supported">
            <textarea
              {...textareaProps(fields.content)}
              key={fields.content.key}
              rows={20}
              className={`${inputClass} font-mono`}
              onChange={(event) => setContent(event.currentTarget.value)}
            />
          </Field>
          <div className="grid content-start gap-1.5">
            <p className="text-sm font-medium" id="preview-heading">
              Preview
            </p>
            <div
              role="region"
              aria-labelledby="preview-heading"
              className="max-h-[34rem] min-h-40 overflow-y-auto rounded-md border bg-background p-4"
            >
              {content.trim() ? <Markdown>{content}</Markdown> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
            </div>
          </div>
        </div>
      </EditorCard>

      <EditorCard title="Tags & Settings">
        <ListInput
          form={form as never}
          meta={fields.tags as never}
          label="Tags"
          itemLabel="tag"
          placeholder="Add a tag and press Enter"
          unique
        />
        <div className="flex flex-wrap gap-8">
          <SwitchField label="Published" meta={fields.isPublished} />
          <SwitchField label="Featured" meta={fields.isFeatured} />
        </div>
      </EditorCard>
    </Form>
  );
}
