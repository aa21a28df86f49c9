import { localReturnPath } from "../../../core/trip.ts";

/**
 * What a visitor sent to log in or sign up comes back to (docs/decisions/140): `next`, the page
 * they were on (a path of this site only, core/trip.ts localReturnPath), and `save`, the item
 * whose heart they pressed, saved to their trip once they are signed in. Both ride in the
 * address and the forms' hidden fields, through the sign-up mail's link too, so they work
 * without JavaScript and in another browser.
 */
export type Pending = { next: string | null; save: number | null };

const ITEM_ID = /^[1-9][0-9]{0,9}$/;

/** The pending return of an address's query or a posted form, each value checked. */
export function pendingOf(source: { get(name: string): unknown }): Pending {
  const next = localReturnPath(source.get("next"), "") || null;
  const save = source.get("save");
  const id = typeof save === "string" && ITEM_ID.test(save) ? Number(save) : null;
  return { next, save: id !== null && id <= 2_147_483_647 ? id : null };
}

/** The pending return as query parameters (`next=…&save=…`), empty when there is none. */
export function pendingParams({ next, save }: Pending): string {
  const params = new URLSearchParams();
  if (next) params.set("next", next);
  if (save !== null) params.set("save", String(save));
  return params.toString();
}

/** The pending return as a search string (`?next=…`), or "" when there is none. */
export const pendingSearch = (pending: Pending) => {
  const params = pendingParams(pending);
  return params ? `?${params}` : "";
};

/** The pending return as a form's hidden fields. */
export function PendingFields({ pending }: { pending: Pending }) {
  return (
    <>
      {pending.next ? <input type="hidden" name="next" value={pending.next} /> : null}
      {pending.save !== null ? <input type="hidden" name="save" value={pending.save} /> : null}
    </>
  );
}
