-- Page views never keep a secret of the address they were made at (docs/decisions/130); this
-- takes out what was stored before: the query parameters that hold secrets (core/secret-links.ts
-- SECRET_PARAMS, compared without case) and a card's verification token (its path segment, as
-- `:token`), from raw page views, their referrers, the daily and monthly totals and the chat's
-- pages. A total whose address changes is merged into the total of the address without the
-- secret (the day's and the language's totals stay as they were: nothing is counted twice or
-- lost). Nothing is written to these tables while it runs.
LOCK TABLE analytics_events, page_view_days, page_view_months IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION marea_without_secrets(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(split_part(address, '?', 1),
      '^((?:[a-z][a-z0-9+.-]*://[^/?#]*)?/(?:(?:es/)?privilege-card/verify|api/privilegeCards)/)[^/?#]+',
      '\1:token', 'i')
    || CASE WHEN strpos(address, '?') = 0 THEN '' ELSE coalesce('?' || (
      SELECT string_agg(part, '&' ORDER BY n)
      FROM regexp_split_to_table(substr(address, strpos(address, '?') + 1), '&')
        WITH ORDINALITY AS query (part, n)
      WHERE part <> '' AND lower(split_part(part, '=', 1)) NOT IN
        ('key', 'token', 'password', 'secret', 'signature', 'sig', 'auth', 'session', 'code')
    ), '') END
$$;
--> statement-breakpoint
-- The daily totals' rows with a secret go, their views added to the row without it; the
-- triggers of migration 0030 move the monthly totals with them and leave the day's totals be.
WITH secret AS (
  DELETE FROM page_view_days WHERE marea_without_secrets(path) <> path
  RETURNING day, path, lang, views
)
INSERT INTO page_view_days (day, path, lang, views)
SELECT day, marea_without_secrets(path), lang, sum(views) FROM secret GROUP BY 1, 2, 3
ON CONFLICT (day, path, lang) DO UPDATE SET views = page_view_days.views + excluded.views;
--> statement-breakpoint
-- What the monthly totals still hold under a secret address (nothing, unless they had views
-- the daily ones did not) is merged the same way.
WITH secret AS (
  DELETE FROM page_view_months WHERE marea_without_secrets(path) <> path
  RETURNING month, path, lang, views
)
INSERT INTO page_view_months (month, path, lang, views)
SELECT month, marea_without_secrets(path), lang, sum(views) FROM secret GROUP BY 1, 2, 3
HAVING sum(views) <> 0
ON CONFLICT (month, path, lang) DO UPDATE SET views = page_view_months.views + excluded.views;
--> statement-breakpoint
-- Raw page views are counted when inserted only: rewriting them counts nothing again.
UPDATE analytics_events
SET path = marea_without_secrets(path), referrer = marea_without_secrets(referrer)
WHERE marea_without_secrets(path) <> path OR marea_without_secrets(referrer) <> referrer;
--> statement-breakpoint
UPDATE chat_conversations
SET page = marea_without_secrets(page), start_page = marea_without_secrets(start_page)
WHERE marea_without_secrets(page) <> page OR marea_without_secrets(start_page) <> start_page;
--> statement-breakpoint
UPDATE leads SET page = marea_without_secrets(page) WHERE marea_without_secrets(page) <> page;
--> statement-breakpoint
DROP FUNCTION marea_without_secrets(text);
