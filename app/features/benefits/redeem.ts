/** What pressing "Redeem" on a partner page came to (decision 075); the view words it. */
export type RedeemResult = {
  benefitId: number;
  outcome:
    | "done"
    | "used"
    /** Outside the benefit's days and hours in Vallarta (decision 140): nothing redeemed. */
    | "outside"
    | "open"
    | "missing"
    | "signedOut"
    | "crossSite"
    | "throttled"
    | "invalid";
};

/** The form's fields: the page's one action serves only this intent. */
export const REDEEM_INTENT = "redeem";
