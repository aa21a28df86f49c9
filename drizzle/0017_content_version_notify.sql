-- Each bump of the content version is announced on the `content_version` channel with the new
-- version (docs/decisions/058): processes keep the version in memory and learn of any writer's
-- change, theirs or another process's, without a query per request.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE content_version SET version = version + 1 RETURNING version INTO bumped;
  PERFORM pg_notify('content_version', bumped::text);
  RETURN NULL;
END
$$;
