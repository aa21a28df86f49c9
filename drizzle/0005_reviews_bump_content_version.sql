-- Reviews show on place and activity pages, which are cached by content version
-- (docs/decisions/011, 012): a new or hidden review must reach those pages at once.
CREATE TRIGGER "reviews_bumps_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
