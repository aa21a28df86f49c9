/** English strings of the benefits group (../../groups.ts). */
export default {
  "benefits.title": "Benefits",
  "benefits.description":
    "Privilege Card benefits at partner restaurants, spas, tours and shops in Puerto Vallarta and the Riviera Nayarit.",
  "benefits.heading": "Privilege Card benefits",
  "benefits.intro":
    "What partners around the bay offer {product} Privilege Card holders. Mention the card when you book and show it before you order.",
  "benefits.search": "Search benefits",
  "benefits.searchPlaceholder": "Massage, sailing, dessert…",
  "benefits.results": "{count, plural, one {# benefit} other {# benefits}}",
  "benefits.loading": "Loading benefits…",
  "benefits.from": "From {provider}",
  "benefits.aboutCard": "About the card",
  "partner.notFoundTitle": "Page not found",
  "partner.benefits": "Card benefits at {provider}",
  "partner.none":
    "{provider} has no card benefits right now. The benefits page lists every partner offering one.",
  "partner.activities": "Tours and activities with {provider}",
  "partner.basedIn": "Based in {zone}",
  "partner.saved": "Listed {date}",
  "partner.allBenefits": "All benefits",
  "partner.contactHeading": "How to reach {provider}",
  "benefits.members.badge": "Members only",
  "benefits.members.locked": "For {product} members",
  "benefits.members.unlocked": "Your member code",
  "benefits.members.once": "Once per member.",
  "benefits.members.repeat": "Every visit, for members.",
  "benefits.members.unlock":
    "Sign up for free, or log in, and this page shows your own code for this benefit.",
  "benefits.members.signUp": "Sign up free",
  "benefits.members.logIn": "Log in",
  "benefits.members.show": "Your code for {provider}:",
  "benefits.members.validity": "Valid {when} (Puerto Vallarta time).",
  "benefits.members.confirmHeading": "Show this to staff at {provider} and confirm",
  "benefits.members.confirmText":
    "Show this screen, with your code, to the staff at {provider}. Once they have checked it, press Confirm together: the benefit is then redeemed.",
  "benefits.members.confirm": "Confirm",
  "benefits.members.cancel": "Cancel",
  "benefits.members.redeemedOnce": "You redeemed this benefit on {date}.",
  "benefits.members.redeemedLast": "Last redeemed on {date}.",
  "benefits.members.redeem": "Redeem",
  "benefits.members.redeeming": "Redeeming…",
  "benefits.members.outcome.done": "Redeemed: {provider} has the record. Enjoy it!",
  "benefits.members.outcome.used":
    "You have already redeemed this benefit, and it can be used once per member.",
  "benefits.members.outcome.outside":
    "This benefit can be redeemed {when} (Puerto Vallarta time), and not now: nothing was redeemed.",
  "benefits.members.outcome.open": "This benefit needs no code: show your card.",
  "benefits.members.outcome.missing": "This benefit is no longer offered.",
  "benefits.members.outcome.signedOut": "Your session has ended. Please log in again to redeem.",
  "benefits.members.outcome.crossSite": "This can only be done from the site's own pages.",
  "benefits.members.outcome.throttled":
    "Too many attempts from your connection. Please wait a minute and try again.",
  "benefits.members.outcome.invalid":
    "Something in this form was not right. Please reload the page.",
} as const;
