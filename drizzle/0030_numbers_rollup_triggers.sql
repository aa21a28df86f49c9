-- The numbers' coarser totals (decision 089): page views per day and language, and per month,
-- path and language; searches per month and words. Row triggers on the daily tables add each
-- change (an insert, an update's difference, a deletion's loss) to them, so they always equal the
-- daily tables' sums. No page view or search is written while they are filled from what exists.
LOCK TABLE page_view_days, search_days IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION roll_up_page_view_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_day date := CASE WHEN TG_OP = 'DELETE' THEN OLD.day ELSE NEW.day END;
  row_path text := CASE WHEN TG_OP = 'DELETE' THEN OLD.path ELSE NEW.path END;
  row_lang lang := CASE WHEN TG_OP = 'DELETE' THEN OLD.lang ELSE NEW.lang END;
  delta integer := CASE TG_OP WHEN 'INSERT' THEN NEW.views WHEN 'UPDATE' THEN NEW.views - OLD.views
    ELSE -OLD.views END;
BEGIN
  IF delta <> 0 THEN
    INSERT INTO page_view_day_totals (day, lang, views) VALUES (row_day, row_lang, delta)
    ON CONFLICT (day, lang) DO UPDATE SET views = page_view_day_totals.views + excluded.views;
    INSERT INTO page_view_months (month, path, lang, views)
    VALUES (date_trunc('month', row_day)::date, row_path, row_lang, delta)
    ON CONFLICT (month, path, lang) DO UPDATE SET views = page_view_months.views + excluded.views;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION roll_up_search_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_day date := CASE WHEN TG_OP = 'DELETE' THEN OLD.day ELSE NEW.day END;
  row_words text := CASE WHEN TG_OP = 'DELETE' THEN OLD.words ELSE NEW.words END;
  searches_delta integer := CASE TG_OP WHEN 'INSERT' THEN NEW.searches
    WHEN 'UPDATE' THEN NEW.searches - OLD.searches ELSE -OLD.searches END;
  empty_delta integer := CASE TG_OP WHEN 'INSERT' THEN NEW.empty
    WHEN 'UPDATE' THEN NEW.empty - OLD.empty ELSE -OLD.empty END;
BEGIN
  IF searches_delta <> 0 OR empty_delta <> 0 THEN
    INSERT INTO search_months (month, words, searches, empty)
    VALUES (date_trunc('month', row_day)::date, row_words, searches_delta, empty_delta)
    ON CONFLICT (month, words) DO UPDATE
      SET searches = search_months.searches + excluded.searches,
        empty = search_months.empty + excluded.empty;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO page_view_day_totals (day, lang, views)
SELECT day, lang, sum(views) FROM page_view_days GROUP BY day, lang;
--> statement-breakpoint
INSERT INTO page_view_months (month, path, lang, views)
SELECT date_trunc('month', day)::date, path, lang, sum(views) FROM page_view_days GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO search_months (month, words, searches, empty)
SELECT date_trunc('month', day)::date, words, sum(searches), sum(empty) FROM search_days
GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER page_view_days_roll_up AFTER INSERT OR UPDATE OR DELETE ON page_view_days
FOR EACH ROW EXECUTE FUNCTION roll_up_page_view_day();
--> statement-breakpoint
CREATE TRIGGER search_days_roll_up AFTER INSERT OR UPDATE OR DELETE ON search_days
FOR EACH ROW EXECUTE FUNCTION roll_up_search_day();
