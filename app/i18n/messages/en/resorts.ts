/** English strings of the resorts group (../../groups.ts). */
export default {
  "resorts.title": "Resorts",
  "resorts.description":
    "Three beachfront resorts in Puerto Vallarta's Hotel Zone chosen by {product}, with all-inclusive plans and our {days} days / {nights} nights package.",
  "resorts.heading": "Resorts we recommend",
  "resorts.intro":
    "Three beachfront resorts on the Hotel Zone, minutes from the Malecón and the airport, each with an all-inclusive plan. Our team books them for you.",
  "resorts.listLabel": "Resorts",
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
} as const;
