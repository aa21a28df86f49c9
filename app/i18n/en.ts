/** English UI strings. Spanish (es.ts) must provide every key; content lives in the database. */
export const en = {
  "lang.name": "English",
  "lang.switchTo": "Español",
  "lang.switchLabel": "Ver esta página en español",

  "skip.toContent": "Skip to content",
  "nav.label": "Main",
  "nav.home": "Home",
  "nav.about": "About {product}",
  "nav.magazine": "Magazine",
  "nav.resorts": "Resorts",
  "nav.directory": "Directory",
  "nav.activities": "Activities",
  "nav.events": "Events",
  "nav.benefits": "Benefits",
  "nav.contact": "Contact us",
  "nav.open": "Open menu",
  "nav.close": "Close menu",
  "header.callUs": "Call us",
  "header.logoLabel": "{product}, home",

  "footer.explore": "Explore",
  "footer.contact": "Contact",
  "footer.phone": "Phone",
  "footer.tollFreeUsCa": "Toll-free USA and Canada",
  "footer.tollFreeMx": "Toll-free Mexico",
  "footer.mailbox": "Information",
  "footer.privacy": "Privacy policy",
  "footer.tagline": "The travel guide to Puerto Vallarta and the Riviera Nayarit.",
  "footer.copyright": "© {year} {product}. All rights reserved.",

  "home.title": "Puerto Vallarta travel guide",
  "home.description":
    "Plan your trip to Puerto Vallarta: stories from our magazine, the zones of Banderas Bay, places, activities and events, in English and Spanish.",
  "home.heroKicker": "Puerto Vallarta and Banderas Bay",
  "home.heroTitle": "Between the Sierra Madre and the Pacific",
  "home.heroText":
    "Cobblestone streets, warm water and a coast that changes every few kilometres. Read the stories, choose your zone, plan your days.",
  "home.readMagazine": "Read the magazine",
  "home.featured": "Featured story",
  "home.latest": "Latest from the magazine",
  "home.allStories": "All stories",
  "home.sections": "Browse by section",
  "home.zones": "The zones of Banderas Bay",
  "home.zonesIntro":
    "Eleven areas from the jungle coves south of town to the surf villages of the Riviera Nayarit.",
  "notFound.title": "Page not found",
  "notFound.text": "We couldn't find {path}. Here is our home page instead.",

  "magazine.title": "Magazine",
  "magazine.description":
    "Stories about Puerto Vallarta: culture, wellness, adventure, food, history, inspiration, practical tips and news.",
  "magazine.heading": "The {product} magazine",
  "magazine.intro": "Local stories, practical tips and the history behind the places you'll visit.",
  "magazine.search": "Search the magazine",
  "magazine.searchPlaceholder": "Whales, tacos, sculptures…",
  "magazine.searchButton": "Search",
  "magazine.section": "Section",
  "magazine.allSections": "All sections",
  "magazine.sort": "Sort by",
  "magazine.sort.default": "Featured",
  "magazine.sort.title-asc": "Title, A to Z",
  "magazine.sort.title-desc": "Title, Z to A",
  "magazine.sort.weight": "Most popular, then newest",
  "magazine.results": "{count, plural, one {# story} other {# stories}}",
  "magazine.clear": "Clear filters",
  "magazine.loading": "Loading stories…",

  "grid.empty": "There are not enough elements for the search criteria",
  "pagination.label": "Pages",
  "pagination.previous": "Previous page",
  "pagination.next": "Next page",
  "pagination.page": "Page {page}",
  "pagination.status": "Page {page} of {pages}",

  "article.backToMagazine": "Back to the magazine",
  "article.published": "Published",
  "article.zone": "Zone",
  "article.related": "Keep reading",
  "article.readMore": "Read: {title}",
  "articleNotFound.title": "Article not found",
  "articleNotFound.text":
    "There is no article at this address. It may have moved; the magazine has all our stories.",

  "error.title": "Something went wrong",
  "error.text": "We couldn't load this page. Please try again in a moment.",
  "error.retry": "Try again",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
