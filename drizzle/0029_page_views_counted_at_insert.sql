-- Page views are counted into page_view_days as they are written (docs/decisions/089), so the
-- back office's numbers read daily totals only, whatever the traffic. Raw rows still go after
-- the retention period, without being counted again. No page view may be written between the
-- count of the existing rows and the trigger: other processes wait for this migration.
LOCK TABLE analytics_events IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION count_page_view() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name = 'page_view' THEN
    INSERT INTO page_view_days (day, path, lang, views)
    VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.path, NEW.lang, 1)
    ON CONFLICT (day, path, lang) DO UPDATE SET views = page_view_days.views + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The raw rows not folded yet are counted once, now; from here on the trigger counts.
INSERT INTO page_view_days (day, path, lang, views)
SELECT (created_at AT TIME ZONE 'UTC')::date, path, lang, count(*)
FROM analytics_events WHERE name = 'page_view'
GROUP BY 1, 2, 3
ON CONFLICT (day, path, lang) DO UPDATE SET views = page_view_days.views + excluded.views;
--> statement-breakpoint
CREATE TRIGGER analytics_events_count_page_view AFTER INSERT ON analytics_events
FOR EACH ROW EXECUTE FUNCTION count_page_view();
