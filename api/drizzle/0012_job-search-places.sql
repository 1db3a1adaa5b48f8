-- Issue 32: the keyword search covers the location too, with English stemming, and a city is found by
-- either of its names. PGlite (the embedded default) cannot load a synonym dictionary file, so the
-- indexed text carries every spelling of the city instead; keep the pairs in step with
-- src/features/job-matching/location-aliases.ts (CITY_ALIASES). Regular-expression matching is
-- immutable, as a generated column requires.
CREATE FUNCTION job_place_words(location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(location, '')
    || CASE WHEN location ~* '(bengaluru|bangalore)' THEN ' bengaluru bangalore' ELSE '' END
    || CASE WHEN location ~* '(gurugram|gurgaon)' THEN ' gurugram gurgaon' ELSE '' END $$;--> statement-breakpoint
ALTER TABLE "job_openings" drop column "search";--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, title || ' ' || company_name || ' ' || job_skills_text(skills) || ' ' || job_place_words(location))) STORED;--> statement-breakpoint
CREATE INDEX "job_openings_search_idx" ON "job_openings" USING gin ("search");
