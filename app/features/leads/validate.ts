import type { ContactCreate } from "../../../core/contract/contact.ts";
import { failingFields, lazyContract } from "../../lib/contract-loader.ts";
import { type LeadField, leadFieldOf } from "./lead-form.ts";

/**
 * The server's own schema (core/contract/contact.ts), fetched with zod on first interaction
 * rather than in the page's initial JavaScript (decision 023). Failing to load it (offline)
 * is not fatal: the server checks again and names the fields it refuses.
 */
export const loadLeadContract = lazyContract(() => import("../../../core/contract/contact.ts"));

/** The form fields whose values the server would refuse. */
export async function leadFailures(lead: ContactCreate): Promise<Set<LeadField>> {
  let schema: Awaited<ReturnType<typeof loadLeadContract>>["contactCreateSchema"];
  try {
    schema = (await loadLeadContract()).contactCreateSchema;
  } catch {
    return new Set();
  }
  return failingFields(schema.safeParse(lead).error?.issues, leadFieldOf);
}
