/** English strings of the magazine group (../../groups.ts). */
export default {
  "home.title": "Puerto Vallarta travel guide",
  "home.description":
    "Plan your trip to Puerto Vallarta: stories from our magazine, the zones of Banderas Bay, places, activities and events, in English and Spanish.",
  "home.heroKicker": "Puerto Vallarta and Banderas Bay",
  "home.heroTitle": "Between the Sierra Madre and the Pacific",
  "home.heroText":
    "Cobblestone streets, warm water and a coast that changes every few kilometres. Read the stories, choose your zone, plan your days.",
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
  // Issue 9: Home as a gateway, and the whole-site search.
  "home.searchLabel": "Search places, activities, events and stories",
  "home.searchPlaceholder": "Try tacos, snorkel or Malecón",
  "home.upcoming": "Coming up in Vallarta",
  "home.heroAlt":
    "Banderas Bay at sunset, drawn: the Sierra Madre and the rocks of Los Arcos to the south, a humpback whale's tail and a sailboat on the golden sea, a palm on the shore.",
  "home.sunset": "Sunset in Vallarta today:",
  "home.thisWeek": "On this week",
  "home.season": "This season in the bay",
  "home.allEvents": "All events",
  "home.zonePlaces": "See its places",
  "home.allPlaces": "The whole directory",
  "siteSearch.title": "Search {product}",
  "siteSearch.resultsTitle": "Results for “{q}”",
  "siteSearch.description":
    "Search every place, activity, event and magazine story about Puerto Vallarta on {product}.",
  "siteSearch.prompt":
    "Type what you are looking for, such as a restaurant, a beach, a tour or an event, and press Search.",
  "siteSearch.summary":
    "{count, plural, =0 {No results} one {# result} other {# results}} for “{q}”",
  "siteSearch.didYouMean": "Did you mean:",
  "siteSearch.noneAnywhere":
    "Nothing on the site matches “{q}”. Check the spelling, try fewer or more general words, or browse:",
  "siteSearch.kind.places": "Places",
  "siteSearch.kind.activities": "Activities and tours",
  "siteSearch.kind.events": "Upcoming events",
  "siteSearch.kind.articles": "Magazine stories",
  "siteSearch.none.places": "No places match “{q}”.",
  "siteSearch.none.activities": "No activities or tours match “{q}”.",
  "siteSearch.none.events": "No upcoming events match “{q}”.",
  "siteSearch.none.articles": "No magazine stories match “{q}”.",
  "siteSearch.seeAll.places":
    "{count, plural, one {See the place} other {See all # places}} in the directory",
  "siteSearch.seeAll.activities": "{count, plural, one {See it} other {See all #}} in activities",
  "siteSearch.seeAll.events": "{count, plural, one {See it} other {See all #}} in events",
  "siteSearch.seeAll.articles": "{count, plural, one {See it} other {See all #}} in the magazine",
  "siteSearch.browse.places": "Directory",
  "siteSearch.browse.activities": "Activities",
  "siteSearch.browse.events": "Events",
  "siteSearch.browse.articles": "Magazine",
} as const;
