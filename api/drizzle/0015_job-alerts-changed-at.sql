-- Issue 28: an unsubscribe link issued before the alerts were turned on again no longer works.
ALTER TABLE "users" ADD COLUMN "job_alerts_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION users_job_alerts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.job_alerts_changed_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_job_alerts_changed BEFORE UPDATE OF job_alerts ON users
  FOR EACH ROW WHEN (NEW.job_alerts IS DISTINCT FROM OLD.job_alerts)
  EXECUTE FUNCTION users_job_alerts_changed();
