-- Extensions and helpers every later migration relies on (DESIGN.md "Storage").
-- PGlite loads these from its contrib bundle; Debian's PostgreSQL ships them in postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it can't be used in an index or a
-- generated column. This wrapper pins the dictionary and is declared IMMUTABLE, which is the
-- standard way to get accent-insensitive trigram indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
