import type en from "../en/about.ts";

/** Spanish strings of the about group: every key of the English group, no other. */
export default {
  "maps.zonesMap": "Mapa de las zonas de Bahía de Banderas",
  "maps.zonesList": "Zonas",
  "maps.boothsMap": "Mapa de nuestros módulos de información",
  "maps.boothsList": "Módulos de información",
  "maps.close": "Cerrar",
  "maps.openInGoogleMaps": "Abrir en Google Maps",
  "maps.zoomIn": "Acercar",
  "maps.zoomOut": "Alejar",
  "team.heading": "Conoce a nuestro equipo",
  "team.intro":
    "Las personas que contestan tus llamadas, tus mensajes y tus preguntas en los módulos.",
  "about.title": "Acerca de {product}",
  "about.zonesHeading": "Las zonas de la bahía de Banderas",
  "about.zonesIntro":
    "Once zonas, de las calas entre la selva al sur del pueblo a los pueblos surfistas de la Riviera Nayarit. Elige una en el mapa o en la lista.",
  "maps.zonePlaces": "Lugares en {zone}",
} satisfies Record<keyof typeof en, string>;
