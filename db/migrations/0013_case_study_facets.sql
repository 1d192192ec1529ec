ALTER TABLE "case_studies" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "industry" text;--> statement-breakpoint
CREATE INDEX "case_studies_service_idx" ON "case_studies" USING btree ("service");--> statement-breakpoint
CREATE INDEX "case_studies_industry_idx" ON "case_studies" USING btree ("industry");--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_service_format" CHECK ("case_studies"."service" is null or ("case_studies"."service" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("case_studies"."service") <= 60));--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_industry_format" CHECK ("case_studies"."industry" is null or ("case_studies"."industry" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("case_studies"."industry") <= 60));--> statement-breakpoint
-- The demo case studies of a database seeded before this migration get the values a new seed gives them (db/seed-data.ts).
UPDATE "case_studies" SET "service" = v.service, "industry" = v.industry
FROM (VALUES
  ('cloud-migration-for-a-mid-sized-private-bank', 'cloud-architecture', 'financial-services'),
  ('real-time-fraud-detection-for-a-payments-platform', 'machine-learning', 'financial-services'),
  ('data-platform-modernisation-for-a-healthcare-analytics-provider', 'data-engineering', 'healthcare'),
  ('ai-document-processing-for-an-engineering-college-network', 'ai-solutions', 'education')
) AS v(id, service, industry)
WHERE "case_studies"."id" = v.id AND "case_studies"."service" IS NULL AND "case_studies"."industry" IS NULL;
