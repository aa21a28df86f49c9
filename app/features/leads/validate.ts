import type { ContactCreate } from "../../../core/contract/contact.ts";
import { loadContractModule } from "../../lib/contract-loader.ts";
import { type LeadField, leadFieldOf } from "./lead-form.ts";

type Contract = typeof import("../../../core/contract/contact.ts");
let contract: Promise<Contract> | undefined;

/**
 * The server's own schema (core/contract/contact.ts), fetched with zod on first interaction
 * rather than in the page's initial JavaScript (decision 023). Failing to load it (offline)
 * is not fatal: the server checks again and names the fields it refuses.
 */
export function loadLeadContract(): Promise<Contract> {
  contract ??= loadContractModule(() => import("../../../core/contract/contact.ts"));
  contract.catch(() => {
    contract = undefined;
  });
  return contract;
}

/** The form fields whose values the server would refuse. */
export async function leadFailures(lead: ContactCreate): Promise<Set<LeadField>> {
  let schema: Contract["contactCreateSchema"];
  try {
    schema = (await loadLeadContract()).contactCreateSchema;
  } catch {
    return new Set();
  }
  const result = schema.safeParse(lead);
  const failing = new Set<LeadField>();
  for (const issue of result.error?.issues ?? []) {
    const field = leadFieldOf(issue.path);
    if (field) failing.add(field);
  }
  return failing;
}
