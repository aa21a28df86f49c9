import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/helpers/app.ts";
import { type Database, queryRows } from "./client.ts";

// The in-process caches of pages and data are keyed on the content version (decision 011):
// every table whose rows a visitor sees must bump it, or an edit would not show until restart.
// Each table is named here as content (it needs the trigger) or as not shown to visitors, so a
// new table fails this test until someone decides which it is.
const CONTENT = [
  "banner_translations",
  "banners",
  "booth_translations",
  "booths",
  "catalog_translations",
  "catalogs",
  "categories",
  "category_translations",
  "item_categories",
  "item_pictures",
  // An old slug redirects to the item's page (decision 101).
  "item_redirects",
  "item_translations",
  "item_zones",
  "items",
  // The informational pages, edited in the record editor (decision 106).
  "info_page_translations",
  "info_pages",
  "media",
  // The photo library: a photo's alt texts and focal point show on the items that use it.
  "media_photos",
  "member_benefit_translations",
  "member_benefits",
  "provider_translations",
  "providers",
  // A resort's or provider's old slug redirects to its page (decisions 101, 107).
  "record_redirects",
  // The resort options, edited in the record editor (decision 107).
  "resort_translations",
  "resorts",
  "reviews",
  "team_member_translations",
  "team_members",
  "zone_translations",
  "zones",
];
const NOT_CONTENT = [
  // Written by visitors, read by staff; no page shows them.
  "leads",
  // The sales team's notes and status history of those leads: the back office reads them uncached.
  "lead_notes",
  "lead_status_changes",
  // Concierge requests, their threads and the digest days (issue 16): the visitor's tracking
  // page and the desk read them uncached (no-store), never a cached page.
  "concierge_requests",
  "concierge_messages",
  "concierge_digests",
  "analytics_events",
  "page_view_days",
  "search_days",
  "search_months",
  "page_view_day_totals",
  "page_view_months",
  "captcha_uses",
  "rate_limits",
  // Accounts and sessions are per visitor, never cached.
  "users",
  "sessions",
  "account_tokens",
  // A member's saved items: their own pages only, never cached.
  "trip_items",
  // A member's redemptions, shown to that member only (never on a cached page).
  "redemptions",
  "privilege_cards",
  // Members' pictures: each upload a new address; the reviews that show one are content.
  "member_avatars",
  // Mail waiting for the back office when no SMTP server is set.
  "outbox",
  // The back office's trail of staff writes: its screen only, never on a cached page.
  "audit_log",
  // Staff's recovery codes and set-up or invitation links: per person, never shown on a page.
  "staff_recovery_codes",
  "staff_tokens",
  // An item's revisions: the editor's history, read uncached by the back office; restoring one
  // writes the item, which bumps the version.
  "item_revisions",
  // A record's revisions (decision 106), likewise: restoring one writes the record's own table.
  "record_revisions",
  // The search copy of item_translations (decision 096), written by triggers in the same
  // statement as the translations, which bump the version themselves.
  "search_documents",
  // The visitor survey (issue 16): its questions are read uncached by its screens, which no cache
  // keeps (no-store: they show the visit's own answers); answers, tallies and words are staff's.
  "survey_questions",
  "survey_responses",
  "survey_tallies",
  "survey_texts",
  // The live chat (issue 17): conversations, their messages and who is online travel on the
  // chat's own socket and the back office's uncached screens, never a cached page.
  "chat_conversations",
  "chat_messages",
  "chat_presence",
  // Read once at start-up.
  "site_settings",
  // The version itself.
  "content_version",
];

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

async function tables(): Promise<{ name: string; bumps: boolean }[]> {
  return queryRows<{ name: string; bumps: boolean }>(
    database.db,
    sql`
    SELECT c.relname AS name,
           EXISTS (
             SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
             WHERE t.tgrelid = c.oid AND p.proname = 'bump_content_version' AND NOT t.tgisinternal
           ) AS bumps
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY 1`,
  );
}

describe("the content version", () => {
  it("is bumped by every content table", async () => {
    const found = await tables();
    const missing = found.filter((t) => CONTENT.includes(t.name) && !t.bumps).map((t) => t.name);
    expect(missing).toEqual([]);
    expect(found.filter((t) => t.bumps).length).toBe(CONTENT.length);
  });

  it("knows every table as content or not", async () => {
    const unknown = (await tables())
      .map((t) => t.name)
      .filter((name) => !CONTENT.includes(name) && !NOT_CONTENT.includes(name));
    expect(unknown).toEqual([]);
  });
});
