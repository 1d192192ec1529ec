-- Issue 28: the trash (soft delete: a deleted post or case study keeps its row for 30 days, hidden
-- from the public and the lists, then the scheduler purges it) and the contributor role (a post a
-- contributor submits waits for an editor's review).
ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_deleted_idx" ON "blog_posts" USING btree ("deleted_at") WHERE "blog_posts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "case_studies_deleted_idx" ON "case_studies" USING btree ("deleted_at") WHERE "case_studies"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_role_known";--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_known" CHECK ("admin_users"."role" in ('owner', 'admin', 'editor', 'contributor'));--> statement-breakpoint
ALTER TABLE "staff_tokens" DROP CONSTRAINT "staff_tokens_role_known";--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_role_known" CHECK ("staff_tokens"."role" is null or "staff_tokens"."role" in ('owner', 'admin', 'editor', 'contributor'));
