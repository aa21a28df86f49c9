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
  "benefits.members.badge": "Solo miembros",
  "benefits.members.locked": "Para miembros de {product}",
  "benefits.members.unlocked": "Tu código de miembro",
  "benefits.members.once": "Una sola vez por miembro.",
  "benefits.members.repeat": "En cada visita, para miembros.",
  "benefits.members.unlock":
    "Regístrate gratis, o inicia sesión, y esta página te mostrará tu propio código para este beneficio.",
  "benefits.members.signUp": "Regístrate gratis",
  "benefits.members.logIn": "Inicia sesión",
  "benefits.members.show": "Tu código para {provider}:",
  "benefits.members.validity": "Válido {when} (hora de Puerto Vallarta).",
  "benefits.members.confirmHeading": "Enséñalo al personal de {provider} y confirma",
  "benefits.members.confirmText":
    "Enséñale esta pantalla, con tu código, al personal de {provider}. Cuando lo revisen, presionen Confirmar juntos: el beneficio queda canjeado.",
  "benefits.members.confirm": "Confirmar",
  "benefits.members.cancel": "Cancelar",
  "benefits.members.redeemedOnce": "Canjeaste este beneficio el {date}.",
  "benefits.members.redeemedLast": "Último canje: {date}.",
  "benefits.members.redeem": "Canjear",
  "benefits.members.redeeming": "Canjeando…",
  "benefits.members.outcome.done": "Canjeado: {provider} ya tiene el registro. ¡Disfrútalo!",
  "benefits.members.outcome.used":
    "Ya canjeaste este beneficio, y solo se puede usar una vez por miembro.",
  "benefits.members.outcome.outside":
    "Este beneficio se puede canjear {when} (hora de Puerto Vallarta), y no ahora: no se canjeó nada.",
  "benefits.members.outcome.open": "Este beneficio no necesita código: muestra tu tarjeta.",
  "benefits.members.outcome.missing": "Este beneficio ya no está disponible.",
  "benefits.members.outcome.signedOut": "Tu sesión terminó. Inicia sesión de nuevo para canjear.",
  "benefits.members.outcome.crossSite": "Esto solo se puede hacer desde las páginas del sitio.",
  "benefits.members.outcome.throttled":
    "Demasiados intentos desde tu conexión. Espera un minuto y vuelve a intentarlo.",
  "benefits.members.outcome.invalid":
    "Algo en este formulario no estaba bien. Vuelve a cargar la página.",
} satisfies Record<keyof typeof en, string>;
