import type en from "../en/benefits.ts";

/** Spanish strings of the benefits group: every key of the English group, no other. */
export default {
  "benefits.title": "Beneficios",
  "benefits.description":
    "Beneficios de la tarjeta Privilege en restaurantes, spas, tours y tiendas aliadas de Puerto Vallarta y la Riviera Nayarit.",
  "benefits.heading": "Beneficios de la tarjeta Privilege",
  "benefits.intro":
    "Lo que los aliados de la bahía ofrecen a quienes tienen la tarjeta {product} Privilege. Menciónala al reservar y muéstrala antes de ordenar.",
  "benefits.search": "Buscar beneficios",
  "benefits.searchPlaceholder": "Masaje, velero, postre…",
  "benefits.results": "{count, plural, one {# beneficio} other {# beneficios}}",
  "benefits.loading": "Cargando beneficios…",
  "benefits.from": "De {provider}",
  "benefits.aboutCard": "Sobre la tarjeta",
  "partner.notFoundTitle": "Página no encontrada",
  "partner.benefits": "Beneficios de la tarjeta en {provider}",
  "partner.none":
    "{provider} no tiene beneficios de la tarjeta por ahora. En la página de beneficios están todos los aliados que ofrecen uno.",
  "partner.activities": "Tours y actividades con {provider}",
  "partner.basedIn": "Con base en {zone}",
  "partner.saved": "Publicado el {date}",
  "partner.allBenefits": "Todos los beneficios",
  "partner.contactHeading": "Cómo contactar a {provider}",
} satisfies Record<keyof typeof en, string>;
