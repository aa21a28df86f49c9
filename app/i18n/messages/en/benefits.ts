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
} as const;
