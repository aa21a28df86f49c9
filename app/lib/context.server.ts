// The only door from the app to the server: loaders read the shared services from here.

export { ACCOUNT_LIMITS, LOGIN_FAILED } from "../../server/api/accounts.ts";
export { presentCheck } from "../../server/api/cards.ts";
export { isDatabaseUnavailable } from "../../server/db/unavailable.ts";
export { serializeError } from "../../server/logging.ts";
export {
  clientContext,
  databaseContext,
  messageChunksContext,
  nonceContext,
  servicesContext,
} from "../../server/pages/context.ts";
export { countWrite } from "../../server/plugins/rate-limit.ts";
export { carriesMemberCookie } from "../../server/services/accounts/cookie.ts";
export { secondFactorPending } from "../../server/services/accounts/sessions.ts";
export { signInGate } from "../../server/services/accounts/sign-in-limits.ts";
export { CLEAR_OFFLINE_COPIES, groupedNumber } from "../../server/services/cards/card-token.ts";
export { qrDrawing } from "../../server/services/cards/qr.ts";
export { CARD_CHECKS } from "../../server/services/cards/service.ts";
export { InputError, SecondFactorRequired } from "../../server/services/errors.ts";
export type { Services } from "../../server/services/index.ts";
export type { ActivityRecord } from "../../server/services/items/activities.ts";
export { LibraryError } from "../../server/services/media/library.ts";
export { requestFromOurSite } from "../../server/services/same-origin.ts";
export type { SiteInfo } from "../../server/services/site.ts";
export type { SurveyCreateProblem } from "../../server/services/survey/service.ts";
