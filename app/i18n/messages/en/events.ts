/** English strings of the events group (../../groups.ts). */
export default {
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
  "events.presets": "Quick dates",
  "events.preset.today": "Today",
  "events.preset.weekend": "This weekend",
  "events.preset.week": "Next 7 days",
  "events.preset.month": "This month",
  "events.chip.from": "From {date}",
  "events.chip.to": "Until {date}",
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
    "Sign up with your e-mail address and confirm it: your card appears on this page, ready on your phone. It's free, and it's yours until you fly home.",
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
  "cardMember.heading": "Your card",
  "cardMember.holder": "Member",
  "cardMember.number": "Card number",
  "cardMember.issued": "Issued",
  "cardMember.validUntil": "Valid until",
  "cardMember.qr": "QR code: partners scan it to check that your card is valid",
  "cardMember.show":
    "Show this screen before you order: the partner scans the code to check your card. This page is kept on this device, so it opens even without a signal.",
  "cardMember.refreshed": "Last refreshed {when}",
  "cardMember.unverified":
    "Your card is ready once your e-mail address is confirmed: please follow the link we sent you.",
  "cardJoin.heading": "Get your card: it's free",
  "cardJoin.text":
    "Sign up with your e-mail address and confirm it, and your card appears right here, with your name and a code partners scan. It stays on your phone, ready even without a signal.",
  "cardJoin.signUp": "Sign up for my card",
  "cardJoin.login": "I have an account: log in",
  "cardCheck.title": "Card check",
  "cardCheck.intro": "For {product} partners: what the code on a member's card says.",
  "cardCheck.valid": "Valid card",
  "cardCheck.notValid": "Not valid",
  "cardCheck.member": "Member",
  "cardCheck.reason.expired":
    "This card has expired. The member can open their card on their phone with a signal to renew it.",
  "cardCheck.reason.unknown": "No card has this number: it may have been closed.",
  "cardCheck.reason.invalid":
    "This code was not made by {product}, or it has been changed. Please ask to see the card on the member's phone.",
  "cardCheck.throttled":
    "Too many cards have been checked from this connection. Please wait a minute and try again.",
  "events.repeat.weekly": "Every {days}",
  "events.repeat.weeklyUntil": "Every {days}, until {until}",
  "events.repeat.yearly": "Every year, {dates}",
} as const;
