CREATE TABLE "job_alert_digests" (
	"user_id" uuid NOT NULL,
	"digest_day" date NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"job_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_digests_pk" PRIMARY KEY("user_id","digest_day")
);
--> statement-breakpoint
CREATE TABLE "saved_openings" (
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_openings_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_alerts" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dev_outbox_messages" ADD COLUMN "sender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "dev_outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alert_digests" ADD CONSTRAINT "job_alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_openings" ADD CONSTRAINT "saved_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_openings" ADD CONSTRAINT "saved_openings_job_id_job_openings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_openings_user_created_idx" ON "saved_openings" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_openings_visible_since_idx" ON "job_openings" USING btree (COALESCE("published_at", "created_at")) WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_alerts_valid" CHECK ("users"."job_alerts" IN ('daily', 'off'));