/**
 * English strings of the records group (../../groups.ts): the record editor's screens (decision
 * 106), where editors run the team, booths, providers and zones.
 */
export default {
  "records.title": "Site records",
  "records.intro":
    "Everything the site shows besides its catalog (places, activities, articles, events and benefits, under Content): pick a kind to edit its records in English and Spanish.",
  "records.kind.team": "Team members",
  "records.kind.team.about": "The people of “Meet our team”: names, roles, photos, who is shown.",
  "records.kind.booth": "Information booths",
  "records.kind.booth.about": "The booths on the booths map: names, descriptions, positions.",
  "records.kind.provider": "Providers",
  "records.kind.provider.about":
    "The companies behind activities and benefits, and how to reach them.",
  "records.kind.zone": "Zones",
  "records.kind.zone.about":
    "The areas of the zones map: names, descriptions, outlines and centres.",
  "records.new.team": "New team member",
  "records.new.booth": "New booth",
  "records.new.provider": "New provider",
  "records.new.zone": "New zone",
  "records.back": "All kinds of records",
  "records.backToList": "Back to the list",
  "records.search": "Search",
  "records.search.label": "Search {kind}",
  "records.show": "Show",
  "records.empty": "Nothing matches this search.",
  "records.column.name": "Name",
  "records.column.languages": "Languages",
  "records.column.shown": "On the site",
  "records.shown": "Shown",
  "records.hidden": "Hidden",
  "records.archived": "Archived",
  "records.missing": "Missing: {langs}",
  "records.complete": "Both languages",
  "records.lang.en": "English",
  "records.lang.es": "Spanish",
  "records.fallsBack": "(Spanish shows English)",
  "records.langMissing.fallback":
    "Not written in Spanish yet: the Spanish site shows the English text until it is.",
  "records.field.spanishFallback": "Spanish may show the English text",
  "records.field.spanishFallback.hint":
    "While the Spanish text is missing, the Spanish site shows the English one. Otherwise the record is left off the Spanish site.",
  "records.langMissing":
    "Not written in {lang} yet: the {lang} site leaves this record out until it is.",
  "records.edit.title": "Edit: {title}",
  "records.create.title": "{kind}: new record",
  "records.facts": "Details",
  "records.save": "Save",
  "records.create": "Create",
  "records.reason.create": "created",
  "records.reason.edit": "edited",
  "records.reason.restore": "restored",
  "records.reason.archive": "archived",
  "records.reason.unarchive": "brought back from the archive",
  "records.done.saved": "Saved.",
  "records.done.created": "Created.",
  "records.done.restored": "Revision restored as a new revision.",
  // Drafts and scheduled publication (decision 108).
  "records.saveDraft": "Save as draft",
  "records.draft.legend": "Draft",
  "records.draft.about":
    "Save as draft keeps your changes for later: the site goes on showing the published version until the draft is published.",
  "records.draft.publishAt": "Publish the draft on (Puerto Vallarta time, optional)",
  "records.draft.waiting": "A draft is waiting: the site still shows the published version.",
  "records.draft.scheduled": "The site publishes it on {when} (Puerto Vallarta time).",
  "records.draft.publish": "Publish the draft",
  "records.draft.discard": "Discard the draft",
  "records.draft.previewDraft": "Preview the draft",
  "records.draft.previewLive": "Preview the published version",
  "records.draftWaiting": "Draft waiting",
  "records.filter.drafts": "Only records with a draft waiting",
  "records.filter.hidden": "Only records hidden from the site",
  "records.filter.archived": "Only archived records",
  "records.noDraft": "This record has no draft waiting any more. Reload it.",
  "records.invalid.publishAt": "Choose a date and time in the future, or leave it empty.",
  "records.done.drafted": "Draft saved. The site still shows the published version.",
  "records.done.scheduled": "Draft saved and scheduled.",
  "records.done.published": "Draft published: the site shows it now.",
  "records.done.discarded": "Draft discarded.",
  "records.reason.draft": "draft",
  "records.reason.publish": "draft published",
  "records.reason.schedule": "draft published as scheduled",
  "records.preview.title": "Preview: {title}",
  "records.preview.intro.draft":
    "The page with its draft, as visitors will see it once published, at a phone's width and a desktop's.",
  "records.preview.intro.live":
    "The page as visitors see it now, at a phone's width and a desktop's.",
  "records.preview.banner.draft": "Preview of a draft: visitors still see the published version.",
  "records.preview.banner.live": "Preview of the published version.",
  "records.preview.where.page": "The informational page.",
  "records.preview.where.team": "The About page, at its team, with this member.",
  "records.preview.where.booth":
    "The Contact page's information booths, with this booth on the map and in the list.",
  "records.preview.where.provider": "The provider's page.",
  "records.preview.where.resort": "The resort's page.",
  "records.preview.where.zone": "The About page's map of the zones, with this zone.",
  "records.preview.where.banner":
    "The seasonal banner open over the home page. Here it opens whatever its dates, and even if you closed it before; on the site it opens only in its dates, until a visitor closes it.",
  "records.preview.where.category": "The menu of its catalog's categories, with this category.",
  "records.preview.where.subcatalog":
    "The directory's filter for its category, with this sub-catalog's name and choices.",
  "records.preview.absent.language":
    "This record is not on the site in this language: its text in it is missing and may not fall back to English.",
  "records.preview.absent.hidden":
    "This record is hidden: visitors don't see it. The preview shows it as it would be shown.",
  "records.preview.reopenBanner": "Open the banner again",
  "records.fixErrors": "Please correct the fields marked below.",
  "records.conflict":
    "Someone saved this record since you opened it. Reload it and make your changes again.",
  "records.throttled": "Too many changes in a minute. Wait a moment and try again.",
  "records.crossSite": "This form can only be sent from our own pages.",
  "records.invalid": "This form can't be sent as it is.",
  "records.field.nickname": "Name",
  "records.field.role": "Role",
  "records.photoSearch.label": "Find photos in the library for this form",
  "records.photoSearch.submit": "Find",
  "records.photoSearch.hint":
    "The photo lists below offer the newest photos with both alt texts. Search by file name or alt text for older ones, before you edit: the form reloads.",
  "records.photoSearch.found": "The photo lists below offer the photos matching “{query}”.",
  "records.photoSearch.none": "No photo with both alt texts matches “{query}”.",
  "records.field.photo": "Photo",
  "records.field.photo.hint":
    "A photo of the library (both alt texts written), or the picture it has now.",
  "records.field.photo.none": "No photo",
  "records.field.photo.current": "The picture it has now",
  "records.field.weight": "Position in lists (lower comes first)",
  "records.field.active": "Shown on the site",
  "records.field.active.hint": "Untick it when someone leaves the team: they stay here, hidden.",
  "records.field.name": "Name",
  "records.field.description": "Description",
  "records.field.description.markdown": "Description (Markdown)",
  "records.field.position": "Position on the map",
  "records.field.center": "Centre of the zone",
  "records.field.lat": "Latitude",
  "records.field.lng": "Longitude",
  "records.field.polygon": "Outline",
  "records.field.polygon.hint":
    "One point a line, latitude then longitude: 20.6097, -105.2386. With JavaScript you can also drag the points on the map.",
  "records.field.url": "Link (optional)",
  "records.field.zoneId": "Zone",
  "records.field.zoneId.none": "No zone",
  "records.field.phone": "Phone",
  "records.field.whatsapp": "WhatsApp",
  "records.field.email": "E-mail",
  "records.field.website": "Website",
  "records.field.address": "Address",
  "records.invalid.required": "Write this in English (the Spanish may wait).",
  "records.invalid.text": "This is too long.",
  "records.invalid.number": "Write a whole number from 0 to 10,000.",
  "records.invalid.photo": "Choose a photo from the library.",
  "records.invalid.coordinates":
    "Write a latitude and a longitude in Puerto Vallarta, like 20.6097 and -105.2386.",
  "records.invalid.polygon":
    "Write 3 to 200 points, one a line, each a latitude and a longitude in Puerto Vallarta.",
  "records.invalid.center": "The centre must lie inside the outline.",
  "records.invalid.url": "Write a web address starting with https://.",
  "records.invalid.email": "Write an e-mail address like name@example.com.",
  "records.invalid.zoneId": "Choose a zone from the list.",
  "records.map": "Outline on the map",
  "records.map.hint":
    "Drag a point to move it; click the map to add a point after the last one. The text above follows.",
  "records.kind.banner": "Seasonal banners",
  "records.kind.banner.about":
    "The modal that opens in its season: dates, yearly repeat, title and picture in each language.",
  "records.new.banner": "New banner",
  "records.field.title": "Title",
  "records.field.alt": "Picture description (alt text)",
  "records.field.picture": "Picture in this language",
  "records.field.picture.hint":
    "A photo of the library for this language only; “No photo” shows the banner's picture below.",
  "records.field.startsOn": "First day",
  "records.field.endsOn": "Last day",
  "records.field.repeatsYearly": "Comes back every year",
  "records.field.repeatsYearly.hint":
    "The same days every year from the first one on; a season over New Year ends in the next year.",
  "records.field.linkPath": "Where the banner leads (a path of this site)",
  "records.invalid.date": "Choose a day.",
  "records.invalid.endsOn":
    "The last day comes on or after the first, and a yearly banner lasts less than a year.",
  "records.invalid.linkPath": "Write a path of this site, like /visit-vallarta.",
  "records.invalid.bannerPhoto": "Choose the banner's picture from the library.",
  "records.field.bannerPhoto": "The banner's picture",
  "records.field.bannerPhoto.hint":
    "Shown in each language that has no picture of its own: a photo of the library (both alt texts written), or the picture it has now.",
  "records.field.priority": "Priority when seasons overlap (the higher wins)",
  "records.kind.page": "Informational pages",
  "records.kind.page.about":
    "About, privacy, terms, the Welcome Centre and Holistika: their texts in Markdown. Their addresses stay as they are.",
  "records.new.page": "New page",
  "records.field.summary": "Summary (for search engines and link previews)",
  "records.field.body.markdown":
    "Text (Markdown; names in braces are filled in with the site's details)",
  "records.field.updated": "Last updated",
  "records.kind.category": "Categories",
  "records.kind.category.about":
    "The categories of each catalog (restaurants, tours…): names, order. One no item uses can be deleted.",
  "records.new.category": "New category",
  "records.field.catalogId": "Catalog",
  "records.field.catalogId.none": "Choose a catalog",
  "records.field.slug":
    "Slug (part of the addresses of the category's lists and places; empty makes one from the English name; a changed one keeps the old addresses leading here)",
  "records.field.subcatalogSlug":
    "Slug (the sub-catalog's key in the site's data, in no address; empty makes one from the English name)",
  "records.field.spanishSlug": "Spanish word (in its places' addresses on the Spanish site)",
  "records.field.spanishSlug.hint":
    "Places categories only: the first part of their places' Spanish addresses, like playas in /es/playas/zona-romantica/…. Empty: the slug serves both languages. A changed one keeps the old addresses leading here.",
  "records.invalid.spanishSlug":
    "Use lower-case letters, digits and single dashes, like playas (at most 80).",
  "records.invalid.spanishSlugTaken":
    "Another place category's Spanish addresses already use this word (as its Spanish word or its slug).",
  "records.invalid.spanishSlugReserved":
    "The site's own pages use this address in Spanish: places of this category can't start with it. Choose another word.",
  "records.invalid.spanishSlugPlacesOnly":
    "Only place categories have a Spanish word in their addresses: leave it empty.",
  "records.invalid.slugTakenSpanish":
    "Another place category's Spanish addresses use this word: choose another slug.",
  "records.field.order": "Order in the catalog (lower comes first)",
  "records.delete": "Delete",
  "records.done.deleted": "Deleted.",
  "records.inUse":
    "Items, sub-catalogs or sub-categories still use this record: move them to another one first.",
  "records.invalid.slug":
    "Use lower-case letters, digits and single dashes, like street-food (at most 80).",
  "records.invalid.slugTaken": "Another category of this catalog already has this slug.",
  "records.invalid.slugReserved":
    "The site's own pages use this address: places of this category can't start with it. Choose another slug.",
  "records.invalid.subcatalogSlugTaken": "Another catalog already has this slug.",
  "records.invalid.catalogId": "Choose a catalog.",
  "records.reason.delete": "deleted",
  "records.kind.subcatalog": "Sub-catalogs",
  "records.kind.subcatalog.about":
    "The finer lists under a category (cuisines under restaurants, kinds of beach…): names and order; their own categories are under Categories.",
  "records.new.subcatalog": "New sub-catalog",
  "records.field.parentCategoryId": "Under the category",
  "records.field.parentCategoryId.none": "Choose a category",
  "records.invalid.parentCategoryId": "Choose a category of a main catalog.",
  "records.kind.resort": "Resorts",
  "records.kind.resort.about":
    "The resort options of the vacation offer: names, stars, prices, descriptions, pictures, who is shown.",
  "records.new.resort": "New resort",
  "records.field.stars": "Stars (1 to 5)",
  "records.field.priceUsd": "Price a night from (whole US dollars)",
  "records.field.resortZone": "Zone",
  "records.field.resortZone.none": "Choose a zone",
  "records.field.mainPicture": "Main picture",
  "records.field.mainPicture.hint":
    "Shown on the resort's card and first on its page: a photo of the library (both alt texts written), or the picture it has now.",
  "records.field.secondPicture": "Second picture",
  "records.field.secondPicture.hint":
    "Second in the resort's gallery: a photo of the library, the picture it has now, or none.",
  "records.field.thirdPicture": "Third picture",
  "records.field.thirdPicture.hint":
    "Third in the resort's gallery: a photo of the library, the picture it has now, or none.",
  "records.field.shown": "Shown on the site",
  "records.field.shown.hint":
    "Untick it to take the resort off the site: it stays here, hidden, and its page says it was retired.",
  "records.invalid.stars": "Write a whole number of stars from 1 to 5.",
  "records.invalid.priceUsd": "Write a price in whole US dollars, from 1 to 100,000.",
  "records.invalid.resortSlugTaken": "Another resort already has this slug.",
  "records.invalid.photoAlt":
    "Write both alt texts of this photo in the photo library first, or choose another.",
  "records.field.resortSlug":
    "Slug (the resort page's address; empty makes one from the name; a changed one keeps the old address leading here)",
  "records.field.providerSlug":
    "Slug (the provider page's address; empty keeps it, or makes one from the name; a changed one keeps the old address leading here)",
  "records.invalid.providerSlugTaken": "Another provider already has this slug.",
  // Archiving booths and providers (decision 111).
  "records.field.boothArchived": "Archived",
  "records.field.boothArchived.hint":
    "Tick it when the booth closes: it leaves the booths map and list at once and stays here. Untick it to bring it back.",
  "records.field.providerArchived": "Archived",
  "records.field.providerArchived.hint":
    "Tick it when the partnership ends: the provider leaves the lists and the sitemap, its pages tell visitors it is gone, and its activities and benefits stay without a link to it. Untick it to bring it back.",
} as const;
