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

  "maps.zonesMap": "Map of the zones of Banderas Bay",
  "maps.zonesList": "Zones",
  "maps.boothsMap": "Map of our information booths",
  "maps.boothsList": "Information booths",
  "maps.close": "Close",
  "maps.openInGoogleMaps": "Open in google Maps",
  "maps.zoomIn": "Zoom in",
  "maps.zoomOut": "Zoom out",

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

  "search.clear": "Clear filters",
  "search.button": "Search",
  "search.sort": "Sort by",
  "search.zones": "Zones",
  "search.allZones": "All zones",
  "search.category": "Category",
  "search.allCategories": "All categories",
  "search.filters": "Filters",
  "search.moreThan": "More than {results}",

  "directory.title": "Directory",
  "directory.description":
    "Restaurants, bars, beaches, galleries, shops, spas, tours and markets of Puerto Vallarta and Banderas Bay, zone by zone.",
  "directory.heading": "The Puerto Vallarta directory",
  "directory.intro":
    "Where to eat, drink, swim, shop and unwind, from the Romantic Zone to Sayulita, chosen and described by our team.",
  "directory.search": "Search the directory",
  "directory.searchPlaceholder": "Tacos, galleries, Sayulita…",
  "directory.categories": "Browse by category",
  "directory.categoryCount": "{count, plural, one {# place} other {# places}}",
  "directory.featured": "Worth a visit",
  "directory.byZone": "Browse by zone",
  "directory.searchTitle": "Directory search",
  "directory.results": "{count, plural, one {# place} other {# places}}",
  "directory.loading": "Loading places…",

  "place.back": "Back to the directory",
  "place.notFoundTitle": "Place not found",
  "place.notFoundText":
    "There is no place at this address. It may have closed or moved; the directory has everything we list.",
  "place.where": "Where to find it",
  "place.openMap": "Open in Google Maps",
  "place.mapLabel": "Map of {zone} showing where {name} is",
  "place.price": "About {price} per person",
  "place.free": "Free to visit",
  "place.nearby": "Also in {zone}",
  "place.pictures": "Pictures of {name}",

  "reviews.heading": "Reviews",
  "reviews.average": "Rated {average} out of 5",
  "reviews.count": "{count, plural, one {# review} other {# reviews}}",
  "reviews.none": "No reviews yet. Be the first to tell others how it was.",
  "reviews.formHeading": "Share your experience",
  "reviews.name": "Your name",
  "reviews.comment": "Your review",
  "reviews.rating": "Your rating",
  "reviews.stars": "{count, plural, one {# star} other {# stars}}",
  "reviews.submit": "Publish review",
  "reviews.sending": "Publishing…",
  "reviews.thanks": "Thank you! Your review is published.",
  "reviews.by": "{author}, {date}",

  "activities.title": "Activities",
  "activities.description":
    "Whale watching, snorkelling, jungle hikes, cooking classes, surf lessons and crafts with local providers around Banderas Bay.",
  "activities.heading": "Things to do around the bay",
  "activities.intro":
    "Tours and activities run by local people who know the bay, the jungle and the kitchens of Puerto Vallarta.",
  "activities.search": "Search activities",
  "activities.searchPlaceholder": "Whales, kayak, cooking…",
  "activities.kind": "Type",
  "activities.kind.all": "Tours and activities",
  "activities.kind.tour": "Guided tours",
  "activities.kind.activity": "At your own pace",
  "activities.providers": "Local providers",
  "activities.featured": "Popular right now",
  "activities.categories": "Browse by kind of day",
  "activities.searchTitle": "Activity search",
  "activities.results": "{count, plural, one {# activity} other {# activities}}",
  "activities.loading": "Loading activities…",

  "activity.back": "Back to activities",
  "activity.notFoundTitle": "Activity not found",
  "activity.notFoundText":
    "There is no activity at this address. It may no longer be offered; see what's on in activities.",
  "activity.price": "From {price} per person",
  "activity.with": "With {provider}",
  "activity.priceLabel": "Price",
  "activity.providerLabel": "Provider",
  "activity.where": "Where",
  "activity.kindTour": "Guided tour",
  "activity.kindActivity": "At your own pace",
  "activity.more": "More from {provider}",

  "provider.label": "Activities from {provider}",
  "provider.notFoundTitle": "Provider not found",
  "provider.notFoundText":
    "We don't list a provider at this address. Activities lists everyone we work with.",
  "provider.basedIn": "Based in {zone}",

  "events.title": "Events",
  "events.description":
    "Festivals, concerts, whale season, fiestas and community events in Puerto Vallarta and Banderas Bay, month by month.",
  "events.heading": "What's on around the bay",
  "events.intro":
    "Fiestas patronales, concerts on the island, the whale and turtle seasons and the runs and clean-ups the town turns out for, soonest first.",
  "events.search": "Search events",
  "events.searchPlaceholder": "Whales, jazz, fiestas…",
  "events.from": "From",
  "events.to": "To",
  "events.problem.badFrom":
    "The start date isn't a date we can read. Pick one from the calendar or write it as YYYY-MM-DD.",
  "events.problem.badTo":
    "The end date isn't a date we can read. Pick one from the calendar or write it as YYYY-MM-DD.",
  "events.problem.endBeforeStart":
    "The end date is before the start date. Choose an end date on or after the start.",
  "events.results": "{count, plural, one {# event} other {# events}}",
  "events.loading": "Loading events…",
  "events.icsAll": "Add these events to your calendar (.ics)",
  "events.icsFiltered": "Add the events found to your calendar (.ics)",
  "events.underway": "Happening now",
  "events.where": "Where:",
  "events.failedTitle": "We couldn't load the events",
  "events.failedText":
    "The connection may have dropped. Try again in a moment; the calendar will be right here.",

  "event.back": "Back to events",
  "event.notFoundTitle": "Event not found",
  "event.notFoundText":
    "There is no event at this address. It may have been moved to another date; the calendar has everything that's coming up.",
  "event.when": "When",
  "event.where": "Where",
  "event.kind": "Type of event",
  "event.addToCalendar": "Add to calendar",
  "event.addToCalendarHint": "An .ics file for Google Calendar, Apple Calendar or Outlook",
  "event.ended": "This event has ended. Here is what's coming up instead.",
  "event.more": "Coming up next",

  "card.title": "Privilege Card",
  "card.description":
    "The {product} Privilege Card: free benefits from partner restaurants, spas, tours and shops in Puerto Vallarta, and the calendar of what's on.",
  "card.heading": "The {product} Privilege Card",
  "card.intro":
    "One free card for your whole stay. Show it at partner restaurants, spas, boats and workshops around the bay for a dessert on the house, an extra hour on the water or a free place for the kids.",
  "card.howHeading": "How it works",
  "card.step1Title": "Get your card",
  "card.step1Text":
    "Ask for it at a {product} booth or at the Welcome Centre. It's free, and it's yours until you fly home.",
  "card.step2Title": "Choose a benefit",
  "card.step2Text":
    "Every partner and what they offer card holders is listed under Benefits, with the days and conditions that apply.",
  "card.step3Title": "Show it before you order",
  "card.step3Text":
    "Mention the card when you book and show it before you order or pay. One benefit per card per visit.",
  "card.benefitsLink": "See every benefit",
  "card.imageLabel": "The {product} Privilege Card",
  "card.eventsHeading": "What's on while you're here",
  "card.eventsIntro":
    "Plan your days around the festivals, concerts and seasons of the bay, and add them to your calendar.",

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

  "resorts.title": "Resorts",
  "resorts.description":
    "Three beachfront resorts in Puerto Vallarta's Hotel Zone chosen by {product}, with all-inclusive plans and our {days} days / {nights} nights package.",
  "resorts.heading": "Resorts we recommend",
  "resorts.intro":
    "Three beachfront resorts on the Hotel Zone, minutes from the Malecón and the airport, each with an all-inclusive plan. Our team books them for you.",
  "resorts.listLabel": "Resorts",
  "resorts.stars": "{count, plural, one {# star} other {# stars}}",
  "resorts.from": "From {price} a night",
  "resorts.see": "See {name}",

  "resort.back": "Back to resorts",
  "resort.notFoundTitle": "Resort not found",
  "resort.notFoundText": "There is no resort at this address. These are the resorts we recommend.",
  "resort.address": "Address",
  "resort.price": "From {price} per room per night",
  "resort.priceLabel": "Price",
  "resort.zone": "Zone",
  "resort.map": "Where it is",
  "resort.mapLabel": "Map of {zone} showing where {name} is",
  "resort.openMap": "Open in Google Maps",
  "resort.pictures": "Pictures of {name}",
  "resort.book": "Book with our team",
  "resort.bookText":
    "Call us or send a message: we check dates and the all-inclusive plan for you, at no extra cost.",
  "resort.call": "Call {phone}",
  "resort.whatsapp": "Message us on WhatsApp",
  "resort.others": "Other resorts",

  "promo.kicker": "{product} package",
  "promo.title": "{days} days, {nights} nights, all inclusive",
  "promo.price": "{price} for {adults} adults",
  "promo.text":
    "{nights} nights at one of our beachfront resorts with meals, drinks and snacks included, for {adults} adults.",
  "promo.terms":
    "Price for {adults} adults sharing a room, subject to availability. Our team confirms the dates, the resort and everything included before you pay anything.",
  "promo.cta": "See the package",

  "visit.title": "Visit Vallarta",
  "visit.description":
    "Visit Puerto Vallarta with {product}: {days} days and {nights} nights all-inclusive for {adults} adults at {price} in a beachfront resort of the Hotel Zone.",
  "visit.heading": "Visit Vallarta, all inclusive",
  "visit.intro":
    "{days} days and {nights} nights on the beach of the Hotel Zone, with everything included, for {adults} adults. Choose the resort, we take care of the rest.",
  "visit.includesHeading": "What the package includes",
  "visit.include1": "{nights} nights in a beachfront room for {adults} adults",
  "visit.include2": "All-inclusive plan: meals, drinks and snacks",
  "visit.include3": "Your choice of the three resorts below, subject to availability",
  "visit.include4": "Help from our local team before and during your stay",
  "visit.call": "Call {phone}",
  "visit.whatsapp": "Book on WhatsApp",
  "visit.whatsappText":
    "Hello! I'd like the {days} days / {nights} nights all-inclusive package for {adults} adults.",
  "visit.resortsHeading": "Choose your resort",

  "lead.firstName": "First name",
  "lead.lastName": "Last name",
  "lead.email": "E-mail",
  "lead.emailInvalid": "Enter an e-mail address like name@example.com.",
  "lead.phone": "Phone",
  "lead.phoneHint": "10 digits, e.g. (322) 123 4567",
  "lead.phoneInvalid": "Enter a 10-digit phone number.",
  "lead.phoneLabel": "Phone",
  "lead.required": "* Required",
  "lead.sending": "Sending…",
  "lead.submit.invitation": "Send the invitation",
  "lead.submit.contact": "Send",
  "lead.submit.holistika": "Ask about a retreat",
  "lead.label.invitation": "Invitation",
  "lead.label.contact": "Contact request",
  "lead.label.holistika": "Holistika retreat enquiry",
  "lead.thanks": "Thanks for your request.",
  "lead.soon": "We will contact to you soon.",
  "lead.failTitle": "Oops...",
  "lead.failText": "Something went wrong!, please try again later! Error: ",
  "lead.failClose": "Close",
  "lead.dates": "Preferred dates",
  "lead.datesPlaceholder": "e.g. the second week of February",
  "lead.groupSize": "How many people",
  "lead.message": "Anything we should know",

  "team.heading": "Meet our team",
  "team.intro": "The people who answer your calls, messages and questions at the booths.",

  "about.title": "About {product}",
  "about.zonesHeading": "The zones of Banderas Bay",
  "about.zonesIntro":
    "Eleven areas from the jungle coves south of town to the surf villages of the Riviera Nayarit. Choose one on the map or in the list.",

  "contact.title": "Contact us",
  "contact.description":
    "Call, write or message the {product} team in Puerto Vallarta, invite a friend, or find one of our eight information booths around the bay.",
  "contact.heading": "Talk to our team",
  "contact.intro":
    "We answer in English and Spanish. Call or message us, invite a friend to plan their trip with us, or stop by one of our booths.",
  "contact.channelsHeading": "Ways to reach us",
  "contact.phone": "Phone",
  "contact.tollFreeUsCa": "Toll-free from the USA and Canada",
  "contact.tollFreeMx": "Toll-free within Mexico",
  "contact.email": "E-mail",
  "contact.whatsapp": "WhatsApp",
  "contact.whatsappAction": "Message us on WhatsApp",
  "contact.whatsappText": "Hello! I have a question about my trip to Puerto Vallarta.",
  "contact.inviteHeading": "Invite a friend",
  "contact.inviteIntro":
    "Leave your friend's e-mail and phone (or your own) and our team will get in touch to help plan the trip. No spam, no obligation.",
  "contact.boothsHeading": "Our information booths",
  "contact.boothsIntro":
    "Eight booths from the airport to Bucerías. Choose one on the map or in the list for directions.",

  "legal.updated": "Last updated {date}",
  "legal.privacyTitle": "Privacy policy",
  "legal.termsTitle": "Terms and conditions",

  "wc.nav": "Welcome Centre",
  "wc.privacy": "Privacy notice",
  "wc.phones": "Call us",
  "wc.usCa": "USA and Canada",
  "wc.mx": "Mexico",
  "wc.mailbox": "Information",
  "wc.copyright": "© {year} {product}. All rights reserved.",
  "wc.formHeading": "Confirm your visit or ask us anything",
  "wc.formIntro":
    "Leave your e-mail and phone and a member of our team will call you back to confirm your visit and answer your questions.",
  "wc.back": "Back to the Welcome Centre",
  "wc.visitSite": "Visit the {product} guide",

  "holistika.brand": "Holistika",
  "holistika.tagline": "Wellness retreats by {product}",
  "holistika.formHeading": "Your retreat enquiry",
  "holistika.formIntro":
    "Tell us when you would like to come and how many you are. We answer within a day with ideas and dates.",
  "holistika.footer":
    "Holistika is a {product} programme in Puerto Vallarta and the Riviera Nayarit.",

  "black.label": "{product} Black",

  "widget.region": "Quick contact",
  "widget.label": "Contact us",
  "widget.whatsapp": "WhatsApp",
  "widget.whatsappText": "Hello! I have a question about my trip to Puerto Vallarta.",
  "widget.call": "Call {phone}",
  "widget.chat": "Live chat",
  "widget.newTab": "(opens in a new tab)",
  "widget.connecting": "Opening the chat…",
  "widget.unavailable":
    "The chat didn't load. Please write to us on WhatsApp or call us instead: the same team answers.",
  "chat.title": "Chat with our team",
  "chat.text":
    "For now, live chat with our team happens on WhatsApp. Write to us there and a person from our local team will answer you.",
  "chat.greeting": "Hello! I'm on the {product} website and I have a question.",
  "chat.whatsapp": "Open WhatsApp chat",
  "chat.call": "Call {phone}",
  "chat.close": "Close chat",
  "banner.close": "Close",

  "error.title": "Something went wrong",
  "error.text": "We couldn't load this page. Please try again in a moment.",
  "error.retry": "Try again",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
