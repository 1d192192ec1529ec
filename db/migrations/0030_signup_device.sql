-- Device velocity (issue 29.5): the browser a signup came from, as the random id of a first-party
-- cookie (iraconnect_device) the signup answer sets; many signups from one device in a short time
-- hold a referral for staff review, as the other referral-quality signals do.
ALTER TABLE "prelaunch_signups" ADD COLUMN "device_id" text;
--> statement-breakpoint
CREATE INDEX "prelaunch_signups_device_idx" ON "prelaunch_signups" USING btree ("device_id", "created_at") WHERE "device_id" is not null;
