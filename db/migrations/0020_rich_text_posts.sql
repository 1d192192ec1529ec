-- Rich-text post bodies (issue 26.3, decision 030): the editor's checked document. A post with a
-- document is rich text and `content` holds its plain text; a post without one is Markdown, as
-- every post before this was. The document is an object (a `doc` node), never HTML.
ALTER TABLE "blog_posts" ADD COLUMN "content_doc" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_content_doc_is_doc" CHECK ("content_doc" is null or ("content_doc"->>'type') = 'doc');
