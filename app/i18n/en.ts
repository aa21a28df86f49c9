/**
 * English UI strings, all groups together: what the server renders with, and the type every
 * language must match. Content lives in the database. The browser loads groups one by one
 * (./index.ts), never this whole catalogue.
 */

import about from "./messages/en/about.ts";
import account from "./messages/en/account.ts";
import admin from "./messages/en/admin.ts";
import benefits from "./messages/en/benefits.ts";
import chatDesk from "./messages/en/chatDesk.ts";
import common from "./messages/en/common.ts";
import concierge from "./messages/en/concierge.ts";
import conciergeDesk from "./messages/en/conciergeDesk.ts";
import contact from "./messages/en/contact.ts";
import directory from "./messages/en/directory.ts";
import editing from "./messages/en/editing.ts";
import events from "./messages/en/events.ts";
import leads from "./messages/en/leads.ts";
import liveChat from "./messages/en/liveChat.ts";
import magazine from "./messages/en/magazine.ts";
import media from "./messages/en/media.ts";
import moderation from "./messages/en/moderation.ts";
import numbers from "./messages/en/numbers.ts";
import records from "./messages/en/records.ts";
import resorts from "./messages/en/resorts.ts";
import survey from "./messages/en/survey.ts";
import surveyAdmin from "./messages/en/surveyAdmin.ts";

/**
 * The groups (docs/decisions/022), each a file a language: `common` is the layout every page has
 * and what most lists share, the others one area of the site each. ./groups.ts reads their key
 * prefixes from here.
 */
export const enGroups = {
  common,
  magazine,
  directory,
  events,
  benefits,
  resorts,
  about,
  contact,
  account,
  admin,
  numbers,
  leads,
  moderation,
  media,
  editing,
  records,
  concierge,
  conciergeDesk,
  chatDesk,
  survey,
  surveyAdmin,
  liveChat,
};

export const en = {
  ...common,
  ...magazine,
  ...directory,
  ...events,
  ...benefits,
  ...resorts,
  ...about,
  ...contact,
  ...account,
  ...admin,
  ...numbers,
  ...leads,
  ...moderation,
  ...media,
  ...editing,
  ...records,
  ...concierge,
  ...conciergeDesk,
  ...chatDesk,
  ...survey,
  ...surveyAdmin,
  ...liveChat,
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
