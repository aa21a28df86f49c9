import type { LoaderFunctionArgs } from "react-router";
import type { StaffRole } from "../../../core/staff.ts";
import {
  clientContext,
  countWrite,
  requestFromOurSite,
  servicesContext,
} from "../../lib/context.server.ts";
import { staffMember } from "./guard.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

/**
 * A back-office form's checks before its write, as the API's staff writes have them: posted
 * from our own page (decisions 072, 128), by staff of `roles` (else the log-in redirect or the 403
 * page, as staffMember throws), within the API's write budget of the same `bucket`.
 */
export async function staffWrite(args: Args, roles: readonly StaffRole[], bucket: string) {
  const { request, context } = args;
  const services = context.get(servicesContext);
  if (!requestFromOurSite(request, services.site.publicUrl))
    return { refused: "crossSite" as const, status: 403 };
  const { user } = await staffMember(args, roles);
  const client = context.get(clientContext);
  const limit = { db: services.database.db, bucket, windowMs: 60_000 };
  const used = await countWrite({ ...limit, limit: client.writesPerMinute }, client.address);
  if (!used.allowed) return { refused: "throttled" as const, status: 429 };
  return { services, user };
}
