ALTER TABLE "users" ADD COLUMN "resume_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "apply_notes" text DEFAULT '' NOT NULL;