/** English strings of the about group (../../groups.ts). */
export default {
  "maps.zonesMap": "Map of the zones of Banderas Bay",
  "maps.zonesList": "Zones",
  "maps.boothsMap": "Map of our information booths",
  "maps.boothsList": "Information booths",
  "maps.close": "Close",
  "maps.openInGoogleMaps": "Open in google Maps",
  "maps.zoomIn": "Zoom in",
  "maps.zoomOut": "Zoom out",
  "team.heading": "Meet our team",
  "team.intro": "The people who answer your calls, messages and questions at the booths.",
  "about.title": "About {product}",
  "about.zonesHeading": "The zones of Banderas Bay",
  "about.zonesIntro":
    "Eleven areas from the jungle coves south of town to the surf villages of the Riviera Nayarit. Choose one on the map or in the list.",
  "maps.zonePlaces": "Places in {zone}",
} as const;
