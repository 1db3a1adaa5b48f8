ALTER TABLE "evaluations" ADD COLUMN "reviewer_notes" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "bank_slug" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "problems_bank_slug_idx" ON "problems" USING btree ("bank_slug");