/** Spanish UI strings, all groups together (see en.ts). */

import type { Messages } from "./en.ts";
import about from "./messages/es/about.ts";
import account from "./messages/es/account.ts";
import admin from "./messages/es/admin.ts";
import benefits from "./messages/es/benefits.ts";
import chatDesk from "./messages/es/chatDesk.ts";
import common from "./messages/es/common.ts";
import concierge from "./messages/es/concierge.ts";
import conciergeDesk from "./messages/es/conciergeDesk.ts";
import contact from "./messages/es/contact.ts";
import directory from "./messages/es/directory.ts";
import editing from "./messages/es/editing.ts";
import events from "./messages/es/events.ts";
import leads from "./messages/es/leads.ts";
import liveChat from "./messages/es/liveChat.ts";
import magazine from "./messages/es/magazine.ts";
import media from "./messages/es/media.ts";
import moderation from "./messages/es/moderation.ts";
import numbers from "./messages/es/numbers.ts";
import records from "./messages/es/records.ts";
import resorts from "./messages/es/resorts.ts";
import survey from "./messages/es/survey.ts";
import surveyAdmin from "./messages/es/surveyAdmin.ts";

export const es: Messages = {
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
