/** English strings of the magazine group (../../groups.ts). */
export default {
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
  "magazine.results": "{count, plural, one {# story} other {# stories}}",
  "magazine.clear": "Clear filters",
  "magazine.loading": "Loading stories…",
  "article.backToMagazine": "Back to the magazine",
  "article.published": "Published",
  "article.zone": "Zone",
  "article.related": "Keep reading",
  "article.readMore": "Read: {title}",
  "articleNotFound.title": "Article not found",
  "articleNotFound.text":
    "There is no article at this address. It may have moved; the magazine has all our stories.",
  "black.label": "{product} Black",
} as const;
