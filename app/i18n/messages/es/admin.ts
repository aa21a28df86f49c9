import type en from "../en/admin.ts";

/** Spanish strings of the back office: every key of the English group, no other. */
export default {
  "admin.title": "Administración de Marea",
  "admin.nav.label": "Administración",
  "admin.nav.home": "Panel",
  "admin.nav.home.about": "Lo que puedes hacer en la administración, de un vistazo.",
  "admin.nav.media": "Fotos",
  "admin.nav.media.about":
    "Sube fotografías, descríbelas en los dos idiomas, marca su punto focal y ponlas en los elementos.",
  "admin.nav.mediaOriginal": "Fotografía original",
  "admin.nav.mediaOriginal.about":
    "Una fotografía como la guarda la fototeca, sin recortar, para quien la edita.",
  "admin.nav.numbers": "Cifras",
  "admin.nav.numbers.about": "Visitas, contactos y búsquedas de un periodo, en gráficas y tablas.",
  "admin.nav.concierge": "Concierge",
  "admin.nav.concierge.about":
    "Solicitudes de visitantes: nuevas primero, por vencimiento; asignar, responder con plantillas, confirmar.",
  "admin.nav.conciergeRequest": "Solicitud al concierge",
  "admin.nav.conciergeRequest.about": "La solicitud de un visitante: mensajes, notas y estado.",
  "admin.nav.chat": "Chat en vivo",
  "admin.nav.chat.about":
    "Visitantes que escriben desde el sitio ahora mismo: toma una conversación, responde, pásala, ciérrala.",
  "admin.nav.chatSearch": "Conversaciones guardadas",
  "admin.nav.chatSearch.about":
    "Todas las conversaciones guardadas, abiertas o terminadas, por sus palabras o el nombre del visitante.",
  "admin.nav.chatConversation": "Conversación",
  "admin.nav.chatConversation.about":
    "Una conversación: lo que se escribió, el visitante, las respuestas y un contacto o solicitud al concierge a partir de ella.",
  "admin.nav.unread": "{count, plural, one {# mensaje sin leer} other {# mensajes sin leer}}",
  "admin.nav.leads": "Contactos",
  "admin.nav.leads.about":
    "Todos los contactos del sitio: filtra, asigna, da seguimiento, exporta.",
  "admin.nav.lead": "Contacto",
  "admin.nav.lead.about": "Un contacto: su atribución, estado, agente y notas.",
  "admin.nav.content": "Contenido",
  "admin.nav.content.about":
    "Lugares y actividades en ambos idiomas: escribe, revisa, publica, archiva.",
  "admin.nav.contentItem": "Editar contenido",
  "admin.nav.contentItem.about": "Un lugar o actividad, con el inglés y el español lado a lado.",
  "admin.nav.contentPreview": "Vista previa",
  "admin.nav.contentPreview.about":
    "Un lugar o actividad como lo verán los visitantes, en teléfono y computadora.",
  "admin.nav.records": "Registros del sitio",
  "admin.nav.records.about":
    "El equipo, los módulos de información, los proveedores, los resorts y las zonas, en ambos idiomas.",
  "admin.nav.recordList": "Registros",
  "admin.nav.recordList.about": "Los registros de un tipo, para buscarlos y abrirlos.",
  "admin.nav.recordPreview": "Vista previa de un registro",
  "admin.nav.recordPreview.about":
    "Un registro en la página que lo muestra, como lo verán los visitantes, con su borrador o tal como está publicado.",
  "admin.nav.recordItem": "Editar un registro",
  "admin.nav.recordItem.about":
    "Un registro, con el inglés y el español lado a lado, y sus versiones.",
  "admin.nav.reviews": "Reseñas",
  "admin.nav.reviews.about":
    "Aprueba o rechaza las reseñas que envían los visitantes, y retira las publicadas que incumplen las reglas.",
  "admin.signedInAs": "Sesión de {name} ({role})",
  "admin.logout": "Cerrar sesión",
  "admin.toSite": "Volver al sitio",
  "admin.loading": "Cargando…",
  "admin.skip": "Ir a la pantalla",
  "admin.home.title": "Panel",
  "admin.home.intro": "Hola, {name}. Tu rol: {role}.",
  "admin.role.sales":
    "Ventas: trabajas los contactos que envían los visitantes, de nuevos a cerrados.",
  "admin.role.editor":
    "Edición: mantienes al día el contenido de la guía (lugares, actividades, eventos, artículos).",
  "admin.role.moderator":
    "Moderación: apruebas o rechazas las reseñas de los visitantes antes de que aparezcan, y retiras las publicadas que incumplen las reglas.",
  "admin.role.concierge":
    "Conserjería: respondes a las preguntas de los visitantes y les ayudas a planear su estancia.",
  "admin.role.admin":
    "Administración: gestionas al personal y sus roles, lees la bandeja de salida y el registro de auditoría, y puedes abrir todas las pantallas.",
  "admin.forbidden.title": "Acceso no permitido",
  "admin.forbidden.body":
    "Tu cuenta no puede abrir esta parte de la administración. Pide acceso a un administrador si lo necesitas.",
  "admin.error.title": "Algo salió mal",
  "admin.error.body": "La administración no pudo mostrar esta pantalla. Inténtalo de nuevo.",
  "admin.signIn.setup.title": "Configura la primera cuenta de administración",
  "admin.signIn.setup.intro":
    "Nadie administra todavía este sitio. Elige el nombre, el correo y la contraseña de la primera persona administradora; después activarás la verificación en dos pasos.",
  "admin.signIn.invitation.title": "Únete a la administración",
  "admin.signIn.invitation.intro":
    "Te invitan con el rol {role} y la dirección {email}. Elige tu nombre y tu contraseña; después activarás la verificación en dos pasos.",
  "admin.signIn.linkDead":
    "Este enlace caducó o ya se usó. Pide uno nuevo a una persona administradora.",
  "admin.field.firstName": "Nombre",
  "admin.field.lastName": "Apellidos",
  "admin.field.email": "Correo electrónico",
  "admin.field.password": "Contraseña",
  "admin.field.passwordHint":
    "Al menos 12 caracteres. Unas cuantas palabras sin relación hacen una contraseña fuerte.",
  "admin.field.code": "Código",
  "admin.field.role": "Rol",
  "admin.field.language": "Idioma de la invitación",
  "admin.signIn.create": "Crear mi cuenta",
  "admin.signIn.invalid": "Revisa los campos marcados: {fields}.",
  "admin.signIn.weakPassword":
    "Esta contraseña es demasiado fácil de adivinar. Usa una frase más larga de palabras sin relación.",
  "admin.enrol.title": "Activa la verificación en dos pasos",
  "admin.enrol.intro":
    "El personal entra con una contraseña y un código de una app de autenticación. Escanea el código QR con la app, o escribe la clave, y luego introduce el código de 6 dígitos que muestra.",
  "admin.enrol.qr": "Código QR de tu clave de autenticación",
  "admin.enrol.key": "Clave para escribir en la app",
  "admin.enrol.confirm": "Activar",
  "admin.enrol.done.title": "La verificación en dos pasos está activa",
  "admin.enrol.done.intro":
    "Guarda estos 10 códigos de recuperación en un lugar seguro. Cada uno sirve una vez si pierdes el teléfono. Solo se muestran ahora.",
  "admin.enrol.done.continue": "Continuar a la administración",
  "admin.verify.title": "Verificación en dos pasos",
  "admin.verify.intro":
    "Introduce el código de 6 dígitos de tu app de autenticación, o uno de tus códigos de recuperación.",
  "admin.verify.submit": "Verificar",
  "admin.code.wrong": "Este código no es correcto o ya se usó. Prueba con el código actual.",
  "admin.code.throttled":
    "Se probaron demasiados códigos. Espera unos minutos e inténtalo de nuevo.",
  "admin.form.crossSite": "Este formulario debe enviarse desde las páginas del propio sitio.",
  "admin.form.throttled": "Demasiados cambios a la vez. Espera un minuto e inténtalo de nuevo.",
  "admin.nav.staff": "Personal",
  "admin.nav.staff.about": "Invita a personas, cambia sus roles y retira su acceso.",
  "admin.nav.outbox": "Bandeja de salida",
  "admin.nav.outbox.about":
    "El correo guardado aquí porque no hay servidor de correo configurado, lo más reciente primero.",
  "admin.nav.surveyResults": "Resultados de la encuesta",
  "admin.nav.surveyResults.about":
    "Las respuestas de los visitantes: conteos, el NPS y su tendencia, respuestas escritas, exportación en CSV.",
  "admin.nav.surveyQuestions": "Preguntas de la encuesta",
  "admin.nav.surveyQuestions.about":
    "Las preguntas de la encuesta en ambos idiomas: redactar, ordenar, añadir opciones, retirar.",
  "admin.nav.audit": "Registro de auditoría",
  "admin.nav.audit.about": "Quién cambió qué en la administración, y cuándo.",
  "admin.staff.title": "Personal",
  "admin.staff.invite.title": "Invitar a alguien",
  "admin.staff.invite.submit": "Enviar la invitación",
  "admin.staff.invitations.title": "Invitaciones pendientes",
  "admin.staff.invitations.none":
    "No hay invitaciones pendientes: cada una vale 7 días, o hasta que se acepta.",
  "admin.staff.invitations.by": "Enviada por",
  "admin.staff.invitations.until": "Vale hasta",
  "admin.staff.invitations.cancel": "Retirar",
  "admin.staff.invitations.cancelOf": "Retirar la invitación a {email}",
  "admin.staff.invitations.cancel.confirm":
    "¿Retirar la invitación a {email}? Su enlace deja de funcionar de inmediato; puedes volver a invitar más tarde.",
  "admin.staff.invitations.cancel.yes": "Sí, retirarla",
  "admin.staff.invitations.cancelled": "Se retiró la invitación: su enlace ya no funciona.",
  "admin.staff.invite.sent": "La invitación a {email} va en camino.",
  "admin.staff.name": "Nombre",
  "admin.staff.secondFactor": "Verificación en dos pasos",
  "admin.staff.secondFactor.on": "Activa",
  "admin.staff.secondFactor.off": "Pendiente",
  "admin.staff.actions": "Acciones",
  "admin.staff.changeRole": "Cambiar rol",
  "admin.staff.roleOf": "Rol de {name}",
  "admin.staff.roleChanged": "{name} tiene ahora el rol {role}.",
  "admin.staff.revoke": "Retirar acceso",
  "admin.staff.revokeOf": "Retirar el acceso de {name}",
  "admin.staff.revoke.confirm":
    "¿Retirar el acceso de {name} ({email})? Vuelve a ser miembro y se cierran todas sus sesiones.",
  "admin.staff.revoke.yes": "Sí, retirar el acceso",
  "admin.staff.revoke.no": "Cancelar",
  "admin.staff.revoked": "Se retiró el acceso de {name}.",
  "admin.staff.you": "(tú)",
  "admin.staff.refused.self": "Pide a otra persona administradora que cambie tu propio acceso.",
  "admin.staff.refused.lastAdmin":
    "La administración debe conservar al menos una persona administradora.",
  "admin.staff.refused.notFound": "Esta persona ya no existe.",
  "admin.staff.refused.alreadyStaff":
    "Esta dirección ya es de una persona del equipo: cambia su rol en la lista.",
  "admin.signIn.alreadyStaff":
    "Esta dirección ya tiene una cuenta del equipo, así que la invitación no puede cambiarla. Pide a una persona administradora que cambie tu rol en la lista del equipo.",
  "admin.list.empty": "Todavía no hay nada aquí.",
  "admin.list.count": "{total, plural, one {# entrada} other {# entradas}}",
  "admin.list.previous": "Página anterior",
  "admin.list.next": "Página siguiente",
  "admin.list.page": "Página {page} de {pages}",
  "admin.outbox.title": "Bandeja de salida",
  "admin.outbox.to": "Para",
  "admin.outbox.subject": "Asunto",
  "admin.outbox.when": "Guardado el",
  "admin.outbox.message": "Mensaje",
  "admin.audit.title": "Registro de auditoría",
  "admin.audit.when": "Cuándo",
  "admin.audit.actor": "Quién",
  "admin.revisions": "Versiones",
  "admin.revisions.none": "Aún no hay versiones: la primera se crea al guardar.",
  "admin.revision": "Versión {number}: {reason}, por {author}, {when}",
  "admin.revision.bySite": "el sitio",
  "admin.revision.restore": "Restaurar la versión {number}",
  "admin.audit.system": "El sitio (programado)",
  "admin.audit.action": "Acción",
  "admin.audit.entity": "Registro",
  "admin.audit.change": "Cambio",
  "admin.audit.from": "Desde",
  "admin.audit.to": "Hasta",
  "admin.audit.anyone": "Cualquiera",
  "admin.audit.filter": "Filtrar",
  "admin.audit.before": "Antes",
  "admin.audit.after": "Después",
} satisfies Record<keyof typeof en, string>;
