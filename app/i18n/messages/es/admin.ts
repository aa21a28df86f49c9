import type en from "../en/admin.ts";

/** Spanish strings of the back office: every key of the English group, no other. */
export default {
  "admin.title": "Administración de Marea",
  "admin.nav.label": "Administración",
  "admin.nav.home": "Panel",
  "admin.nav.home.about": "Lo que puedes hacer en la administración, de un vistazo.",
  "admin.signedInAs": "Sesión de {name} ({role})",
  "admin.logout": "Cerrar sesión",
  "admin.toSite": "Volver al sitio",
  "admin.skip": "Ir a la pantalla",
  "admin.home.title": "Panel",
  "admin.home.intro": "Hola, {name}. Tu rol: {role}.",
  "admin.role.sales":
    "Ventas: trabajas los contactos que envían los visitantes, de nuevos a cerrados.",
  "admin.role.editor":
    "Edición: mantienes al día el contenido de la guía (lugares, actividades, eventos, artículos).",
  "admin.role.moderator":
    "Moderación: lees las reseñas de los miembros y ocultas las que no cumplen las reglas.",
  "admin.role.concierge":
    "Conserjería: respondes a las preguntas de los visitantes y les ayudas a planear su estancia.",
  "admin.role.admin":
    "Administración: gestionas al personal y sus roles, lees la bandeja de salida y el registro de auditoría, y puedes abrir todas las pantallas.",
  "admin.forbidden.title": "Acceso no permitido",
  "admin.forbidden.body":
    "Tu cuenta no puede abrir esta parte de la administración. Pide acceso a un administrador si lo necesitas.",
  "admin.error.title": "Algo salió mal",
  "admin.error.body": "La administración no pudo mostrar esta pantalla. Inténtalo de nuevo.",
} satisfies Record<keyof typeof en, string>;
