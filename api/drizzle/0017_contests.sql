CREATE TABLE "contest_participants" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"degree" text NOT NULL,
	"graduation_year" smallint NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_started_at" timestamp with time zone,
	"window_ends_at" timestamp with time zone,
	"invited" boolean DEFAULT false NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"last_raised_at" timestamp with time zone,
	"problems_attempted" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "contest_participants_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id"),
	CONSTRAINT "contest_participants_window_valid" CHECK (("contest_participants"."window_started_at" IS NULL) = ("contest_participants"."window_ends_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "contest_problem_scores" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"best_rating" double precision NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contest_problem_scores_contest_id_user_id_problem_id_level_pk" PRIMARY KEY("contest_id","user_id","problem_id","level")
);
--> statement-breakpoint
CREATE TABLE "contest_problems" (
	"contest_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "contest_problems_contest_id_problem_id_level_pk" PRIMARY KEY("contest_id","problem_id","level"),
	CONSTRAINT "contest_problems_level_valid" CHECK ("contest_problems"."level" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"page_text" text NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"window_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_day_valid" CHECK ("contests"."starts_at" < "contests"."ends_at"),
	CONSTRAINT "contests_window_valid" CHECK ("contests"."window_minutes" > 0 AND make_interval(mins => "contests"."window_minutes") <= "contests"."ends_at" - "contests"."starts_at"),
	CONSTRAINT "contests_registration_valid" CHECK ("contests"."registration_opens_at" < "contests"."registration_closes_at" AND "contests"."registration_closes_at" <= "contests"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problem_scores" ADD CONSTRAINT "contest_problem_scores_participant_fk" FOREIGN KEY ("contest_id","user_id") REFERENCES "public"."contest_participants"("contest_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problem_scores" ADD CONSTRAINT "contest_problem_scores_problem_fk" FOREIGN KEY ("contest_id","problem_id","level") REFERENCES "public"."contest_problems"("contest_id","problem_id","level") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_participants_leaderboard_idx" ON "contest_participants" USING btree ("contest_id","score_sum" DESC NULLS LAST,("last_raised_at" - "window_started_at"),"user_id");--> statement-breakpoint
CREATE INDEX "contest_participants_user_idx" ON "contest_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contest_problems_problem_idx" ON "contest_problems" USING btree ("problem_id","level");--> statement-breakpoint
CREATE INDEX "contests_starts_idx" ON "contests" USING btree ("starts_at" DESC NULLS LAST);