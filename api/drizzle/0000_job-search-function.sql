-- array_to_string is only STABLE (it calls type output functions); for text[] its result never depends on
-- settings, so this wrapper may be IMMUTABLE, which a generated column requires.
CREATE FUNCTION job_skills_text(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(skills, ' '), '') $$;
