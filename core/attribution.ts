/**
 * Welcome Centre attribution (spec §2 WCHome): the invitation id (`id`), the lead source
 * channel (`lscid`, numeric) and the terminal (`t`, numeric) a visit arrived with. Kept for the
 * visit as its first and its last touch, and attached to every lead the visitor sends.
 */
export type Touch = {
  invitationId?: string;
  leadSourceChannelId?: number;
  terminalId?: number;
  /** The page the touch landed on, and when (ISO instant). */
  path: string;
  at: string;
};
export type Attribution = { first: Touch; last: Touch };

const INVITATION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NUMERIC = /^\d{1,9}$/;

/**
 * The touch a URL carries, or null when it carries none. Non-numeric `lscid` and `t` are
 * ignored, not errors (a mistyped link still counts its other parts).
 */
export function touchFrom(url: URL, at: Date): Touch | null {
  const id = url.searchParams.get("id")?.trim() ?? "";
  const lscid = url.searchParams.get("lscid")?.trim() ?? "";
  const t = url.searchParams.get("t")?.trim() ?? "";
  const touch: Touch = { path: url.pathname, at: at.toISOString() };
  if (INVITATION_ID.test(id)) touch.invitationId = id;
  if (NUMERIC.test(lscid)) touch.leadSourceChannelId = Number(lscid);
  if (NUMERIC.test(t)) touch.terminalId = Number(t);
  const carries =
    touch.invitationId !== undefined ||
    touch.leadSourceChannelId !== undefined ||
    touch.terminalId !== undefined;
  return carries ? touch : null;
}

/** The visit's attribution after a new touch: the first touch stays, the last one moves. */
export function withTouch(previous: Attribution | null, touch: Touch): Attribution {
  return { first: previous?.first ?? touch, last: touch };
}
