import type en from "../en/liveChat.ts";

/** Textos en español del chat en vivo del visitante (issue 17). */
export default {
  "livechat.intro":
    "Escribe a nuestro equipo local en Puerto Vallarta: una persona te responde aquí mismo.",
  "livechat.checking": "Revisando si nuestro equipo está en línea…",
  "livechat.online": "Nuestro equipo está en línea.",
  "livechat.hours": "Nuestro equipo atiende de {from} a {to}, hora de Puerto Vallarta.",
  "livechat.unreachable":
    "No pudimos conectar con el chat. Revisa tu conexión e inténtalo de nuevo.",
  "livechat.retry": "Intentar de nuevo",
  "livechat.member": "Iniciaste sesión como {name}, así que sabemos quién eres: empieza a chatear.",
  "livechat.name": "Tu nombre",
  "livechat.email": "Correo electrónico (opcional)",
  "livechat.emailHint": "Para poder responderte aunque salgas del chat.",
  "livechat.emailRequired": "Tu correo electrónico",
  "livechat.start": "Empezar a chatear",
  "livechat.starting": "Iniciando…",
  "livechat.offline.title": "Ahora no hay nadie de nuestro equipo en línea",
  "livechat.offline.text":
    "Déjanos tu correo y tu pregunta: nuestro equipo te escribirá en cuanto vuelva.",
  "livechat.offline.message": "Tu mensaje",
  "livechat.offline.send": "Enviar mi mensaje",
  "livechat.offline.sent": "¡Gracias! Nuestro equipo tiene tu mensaje y te escribirá a {email}.",
  "livechat.offline.kept":
    "No había nadie de nuestro equipo en línea: tienen tu mensaje y te responderán por correo.",
  "livechat.problem.name": "Dinos tu nombre.",
  "livechat.problem.nameLong": "Tu nombre puede tener como máximo {max} caracteres.",
  "livechat.problem.email": "Escribe un correo válido, como ana@ejemplo.com.",
  "livechat.problem.emailRequired": "Déjanos tu correo para que nuestro equipo pueda responderte.",
  "livechat.problem.message": "Escribe tu mensaje.",
  "livechat.problem.tooLong": "Un mensaje puede tener como máximo {max} caracteres.",
  "livechat.problem.busy":
    "Demasiados intentos en poco tiempo. Espera un minuto e inténtalo de nuevo.",
  "livechat.problem.tooFast":
    "demasiados mensajes seguidos. Espera un momento y vuelve a enviarlo.",
  "livechat.problem.start": "No pudimos iniciar el chat: {reason}",
  "livechat.connecting": "Conectando…",
  "livechat.reconnecting": "Reconectando…",
  "livechat.waiting": "¡Gracias! En un momento alguien de nuestro equipo te atenderá.",
  "livechat.agent": "{name}, de nuestro equipo, te está atendiendo.",
  "livechat.messages": "Mensajes",
  "livechat.you": "Tú",
  "livechat.team": "Nuestro equipo",
  "livechat.status.sending": "Enviando…",
  "livechat.status.sent": "Enviado",
  "livechat.status.delivered": "Entregado",
  "livechat.status.read": "Leído",
  "livechat.typing": "{name} está escribiendo…",
  "livechat.typingTeam": "Alguien de nuestro equipo está escribiendo…",
  "livechat.compose": "Tu mensaje",
  "livechat.composeHint": "Enter envía; Mayús+Enter empieza una línea nueva.",
  "livechat.count": "{count} de {max} caracteres",
  "livechat.send": "Enviar",
  "livechat.refused": "No se envió: {reason}",
  "livechat.sendAgain": "Enviar de nuevo",
  "livechat.edit": "Editar",
  "livechat.incoming": "{name}: {body}",
  "livechat.presenceOff":
    "Nuestro equipo acaba de desconectarse. Déjanos tu correo y te responderemos ahí.",
  "livechat.presenceOffKnown":
    "Nuestro equipo acaba de desconectarse: te responderemos por correo. Puedes seguir escribiendo.",
  "livechat.contactSend": "Enviar mi correo",
  "livechat.contactSent": "Gracias: te responderemos a {email}.",
  "livechat.closed": "Esta conversación está cerrada.",
  "livechat.gone": "Esta conversación ya no se puede continuar.",
  "livechat.new": "Empezar una conversación nueva",
} satisfies Record<keyof typeof en, string>;
