ALTER TABLE "job_openings" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "referral_requests_job_idx" ON "referral_requests" USING btree ("job_id");