-- A database that has had an admin remembers it (docs/decisions/125): from then on no admin is
-- made from ADMIN_EMAIL and ADMIN_PASSWORD again. One that has an admin now, or whose audit log
-- shows staff work (an invitation, a set-up, a role change: an admin was there), is marked here;
-- a new database is marked when its first admin is made.
INSERT INTO "site_settings" ("key", "value")
SELECT 'first_admin', jsonb_build_object('how', 'before this migration', 'at', now())
WHERE EXISTS (SELECT 1 FROM "users" WHERE "role" = 'admin')
   OR EXISTS (SELECT 1 FROM "audit_log" WHERE "action" LIKE 'staff.%')
ON CONFLICT ("key") DO NOTHING;
