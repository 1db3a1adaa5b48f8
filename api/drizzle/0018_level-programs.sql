CREATE TABLE "problem_test_data" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "level_1_programs" jsonb;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "level_2_programs" jsonb;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "level_3_programs" jsonb;