// The only door from the app to the server: loaders read the shared services from here.

export { serializeError } from "../../server/logging.ts";
export {
  clientContext,
  messageChunksContext,
  nonceContext,
  servicesContext,
} from "../../server/pages/context.ts";
export { countWrite } from "../../server/plugins/rate-limit.ts";
export type { Services } from "../../server/services/index.ts";
export type { ActivityRecord } from "../../server/services/items/activities.ts";
export type { SiteInfo } from "../../server/services/site.ts";
