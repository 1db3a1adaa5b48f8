CREATE TABLE "otp_guess_limits" (
	"email" text PRIMARY KEY NOT NULL,
	"wrong_guess_times" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL
);
