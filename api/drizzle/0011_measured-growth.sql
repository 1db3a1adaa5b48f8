ALTER TABLE "evaluations" ADD COLUMN "measured_growth" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "expected_growth" text;