import path from "node:path";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { sessionSecret } from "../session-secret.ts";
import { createAvatarService } from "./accounts/avatars.ts";
import { createMemberCookies } from "./accounts/cookie.ts";
import { createAccountsService } from "./accounts/service.ts";
import { createSessionService } from "./accounts/sessions.ts";
import { createAuditService } from "./audit/service.ts";
import { createContentCache, readContentVersion } from "./cache.ts";
import { createChatService } from "./chat/service.ts";
import { createConciergeService } from "./concierge/service.ts";
import { createContentVersion } from "./content-version.ts";
import { createDependantFieldsService } from "./dependant-fields/service.ts";
import { createActivitiesService } from "./items/activities.ts";
import { createBenefitsService } from "./items/benefits.ts";
import { createEventsService } from "./items/events.ts";
import { createMagazineService } from "./items/magazine.ts";
import { createPlacesService } from "./items/places.ts";
import { createLeadsService } from "./leads/service.ts";
import { createMailService } from "./mail/service.ts";
import { createMediaLibrary } from "./media/library.ts";
import { createPreviewImage } from "./media/preview.ts";
import { createMediaService } from "./media/service.ts";
import { createPagesService } from "./pages/service.ts";
import { createRegistered, type ServiceModule } from "./registry.ts";
import { createResortsService } from "./resorts.ts";
import { createReviewModeration } from "./reviews/moderation.ts";
import { siteInfo } from "./site.ts";
import { createStaffService } from "./staff/service.ts";
import { createSurveyService } from "./survey/service.ts";
import { createVisitsService } from "./visits/service.ts";

/**
 * The services that register themselves (`defineService`, registry.ts): every
 * `./<name>/service.ts` that exports a `service`, found when the server is built.
 */
export const registeredServices = import.meta.glob<ServiceModule>("./*/service.ts", {
  eager: true,
});

/**
 * One instance of each domain service per process, shared by the JSON API and the page loaders
 * (DESIGN.md "One process, two faces"): loaders call these directly, with no HTTP hop. The
 * services made here are the ones that need another service or more than the kit gives
 * (registry.ts); the others register themselves. `modules` is for tests that add one.
 */
export function createServices(database: Database, config: Config, modules = registeredServices) {
  const { db } = database;
  // The version in memory, told of every bump by the database (decision 058).
  const contentVersion = createContentVersion(() => readContentVersion(db));
  database
    .followContentVersion({
      live: contentVersion.listening,
      notified: (payload) => contentVersion.announced(Number(payload)),
      lost: contentVersion.lost,
    })
    .catch((error: unknown) => {
      // Until listening works, every read asks the database, as without it.
      console.warn(`Not listening for content changes: ${String(error)}`);
    });
  const cache = createContentCache(contentVersion.read, {
    maxBytes: config.cacheBytes.data,
    lastKnown: contentVersion.lastKnown,
  });
  // Rendered pages have a budget of their own, so a crawl of many URLs can't push out the data
  // every page needs; both share the one version.
  const pageCache = createContentCache(contentVersion.read, {
    maxBytes: config.cacheBytes.pages,
    lastKnown: contentVersion.lastKnown,
  });
  const media = createMediaService(db, contentVersion.changed);
  const dependantFields = createDependantFieldsService(db, cache);
  const site = siteInfo(config);
  const sessions = createSessionService(db);
  const mail = createMailService(db, { smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  /**
   * The online concierge (issue 16, decision 112): it mails visitors and the desk, audits the
   * desk's writes, and makes the tracking links' keys with the server's secret.
   */
  const concierge = createConciergeService({
    db,
    mail,
    audit: createAuditService(db),
    site: { name: config.siteName, publicUrl: config.publicUrl },
    secret: sessionSecret(config.sessionSecret, config.dataDir),
  });
  const made = {
    database,
    cache,
    pageCache,
    site,
    pages: createPagesService(config.rootDir, site, db, cache),
    magazine: createMagazineService(db, cache),
    places: createPlacesService(db, cache),
    activities: createActivitiesService(db, cache),
    events: createEventsService(db, cache),
    benefits: createBenefitsService(db, cache),
    sessions,
    /** The member's session cookie for pages (decision 072). */
    memberCookies: createMemberCookies({ secure: config.publicUrl.startsWith("https:") }),
    mail,
    /** Members' accounts (decision 071): they need the sessions and the mail. */
    accounts: createAccountsService({
      db,
      sessions,
      mail,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
    }),
    /**
     * Leads and the sales team's inbox (issue 14): they mail the team and agents, and audit
     * every write (the audit service holds nothing but the database, so its own instance here
     * writes the same log as `services.audit`).
     */
    leads: createLeadsService({
      db,
      mail,
      audit: createAuditService(db),
      site: { name: config.siteName, publicUrl: config.publicUrl },
      notifyEmail: config.leadsNotifyEmail,
    }),
    concierge,
    /**
     * The live chat (issue 17, decision 119): it makes leads and concierge requests from
     * conversations, and audits the staff's writes.
     */
    chat: createChatService({
      db,
      mail,
      audit: createAuditService(db),
      concierge,
      site: { name: config.siteName, publicUrl: config.publicUrl },
      hours: config.chatHours,
      leadsNotifyEmail: config.leadsNotifyEmail,
    }),
    /** The back office's people (issue 14): first admin, invitations, second factor, roles. */
    staff: createStaffService({
      db,
      sessions,
      mail,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      firstAdmin: config.firstAdmin,
    }),
    /** The visitor survey (issue 16): editors' changes to its questions are audited. */
    survey: createSurveyService({ db, audit: createAuditService(db) }),
    /** Members' pictures (issue 13), kept apart from the content's media: they are personal. */
    avatars: createAvatarService(db),
    dependantFields,
    resorts: createResortsService(db, cache),
    /** The visit's team and Welcome Centre attribution, from the request and its cookies. */
    visits: createVisitsService({
      secret: sessionSecret(config.sessionSecret, config.dataDir),
      secure: config.publicUrl.startsWith("https:"),
    }),
    media,
    /** The photo library (issue 15, decision 098): editors' uploads, audited. */
    mediaLibrary: createMediaLibrary({
      db,
      audit: createAuditService(db),
      contentChanged: contentVersion.changed,
      imageCacheDir: path.join(config.dataDir, "cache", "img"),
    }),
    previewImage: createPreviewImage(config.rootDir, media),
  };
  const kit = { db, cache, config, contentChanged: contentVersion.changed };
  const registered = createRegistered(modules, kit, Object.keys(made));
  return {
    ...made,
    ...registered,
    /** Review moderation (decision 085): it audits every action, so it needs `audit`. */
    reviewModeration: createReviewModeration(db, registered.audit, contentVersion.changed),
  };
}

export type Services = ReturnType<typeof createServices>;
