ALTER TABLE "submissions" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "evaluation_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: evaluations left running by the old code (several per user were allowed) go back to the
-- queue, so that the one-running-per-user index can be built.
UPDATE "submissions" SET "status" = 'pending' WHERE "status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_running_per_user_idx" ON "submissions" USING btree ("user_id") WHERE "submissions"."status" = 'running';--> statement-breakpoint
CREATE INDEX "submissions_pending_line_idx" ON "submissions" USING btree ("created_at","id") WHERE "submissions"."status" = 'pending';