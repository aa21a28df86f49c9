import type en from "../en/events.ts";

/** Spanish strings of the events group: every key of the English group, no other. */
export default {
  "events.title": "Eventos",
  "events.description":
    "Festivales, conciertos, temporada de ballenas, fiestas y eventos de la comunidad en Puerto Vallarta y Bahía de Banderas, mes a mes.",
  "events.heading": "Qué hay en la bahía",
  "events.intro":
    "Fiestas patronales, conciertos en la isla, las temporadas de ballenas y tortugas, y las carreras y limpiezas a las que sale todo el pueblo, de lo más próximo a lo más lejano.",
  "events.search": "Buscar eventos",
  "events.searchPlaceholder": "Ballenas, jazz, fiestas…",
  "events.from": "Desde",
  "events.to": "Hasta",
  "events.presets": "Fechas rápidas",
  "events.preset.today": "Hoy",
  "events.preset.weekend": "Este fin de semana",
  "events.preset.week": "Próximos 7 días",
  "events.preset.month": "Este mes",
  "events.chip.from": "Desde el {date}",
  "events.chip.to": "Hasta el {date}",
  "events.problem.badFrom":
    "No podemos leer la fecha de inicio. Elígela en el calendario o escríbela como AAAA-MM-DD.",
  "events.problem.badTo":
    "No podemos leer la fecha final. Elígela en el calendario o escríbela como AAAA-MM-DD.",
  "events.problem.endBeforeStart":
    "La fecha final es anterior a la de inicio. Elige una fecha final igual o posterior al inicio.",
  "events.results": "{count, plural, one {# evento} other {# eventos}}",
  "events.loading": "Cargando eventos…",
  "events.icsAll": "Agrega estos eventos a tu calendario (.ics)",
  "events.icsFiltered": "Agrega los eventos encontrados a tu calendario (.ics)",
  "events.underway": "Ahora mismo",
  "events.where": "Dónde:",
  "events.failedTitle": "No pudimos cargar los eventos",
  "events.failedText":
    "Puede que se haya caído la conexión. Inténtalo de nuevo en un momento; el calendario seguirá aquí.",
  "event.back": "Volver a eventos",
  "event.notFoundTitle": "Evento no encontrado",
  "event.notFoundText":
    "No hay ningún evento en esta dirección. Quizá cambió de fecha; en el calendario está todo lo que viene.",
  "event.when": "Cuándo",
  "event.where": "Dónde",
  "event.kind": "Tipo de evento",
  "event.addToCalendar": "Agregar al calendario",
  "event.addToCalendarHint": "Un archivo .ics para Google Calendar, Apple Calendar u Outlook",
  "event.ended": "Este evento ya terminó. Esto es lo que viene.",
  "event.more": "Lo que viene",
  "card.title": "Tarjeta Privilege",
  "card.description":
    "La tarjeta {product} Privilege: beneficios gratuitos en restaurantes, spas, tours y tiendas aliadas de Puerto Vallarta, y el calendario de eventos.",
  "card.heading": "La tarjeta {product} Privilege",
  "card.intro":
    "Una tarjeta gratuita para toda tu estancia. Muéstrala en restaurantes, spas, barcos y talleres aliados de la bahía y recibe un postre de cortesía, una hora más en el agua o un lugar gratis para los niños.",
  "card.howHeading": "Cómo funciona",
  "card.step1Title": "Consigue tu tarjeta",
  "card.step1Text":
    "Regístrate con tu correo electrónico y confírmalo: tu tarjeta aparece en esta página, lista en tu teléfono. Es gratis y es tuya hasta que regreses a casa.",
  "card.step2Title": "Elige un beneficio",
  "card.step2Text":
    "En Beneficios están todos los aliados y lo que ofrecen a quienes tienen la tarjeta, con los días y condiciones.",
  "card.step3Title": "Muéstrala antes de ordenar",
  "card.step3Text":
    "Menciona la tarjeta al reservar y muéstrala antes de ordenar o pagar. Un beneficio por tarjeta por visita.",
  "card.benefitsLink": "Ver todos los beneficios",
  "card.imageLabel": "La tarjeta {product} Privilege",
  "card.eventsHeading": "Qué hay mientras estás aquí",
  "card.eventsIntro":
    "Planea tus días con los festivales, conciertos y temporadas de la bahía, y agrégalos a tu calendario.",
  "cardMember.heading": "Tu tarjeta",
  "cardMember.holder": "Miembro",
  "cardMember.number": "Número de tarjeta",
  "cardMember.issued": "Emitida",
  "cardMember.validUntil": "Válida hasta",
  "cardMember.qr": "Código QR: los aliados lo escanean para comprobar que tu tarjeta es válida",
  "cardMember.show":
    "Muestra esta pantalla antes de ordenar: el aliado escanea el código para comprobar tu tarjeta. Esta página se guarda en este dispositivo, así que abre aunque no tengas señal.",
  "cardMember.refreshed": "Actualizada por última vez: {when}",
  "cardMember.unverified":
    "Tu tarjeta estará lista cuando confirmes tu correo electrónico: sigue el enlace que te enviamos.",
  "cardJoin.heading": "Consigue tu tarjeta: es gratis",
  "cardJoin.text":
    "Regístrate con tu correo electrónico, confírmalo y tu tarjeta aparece aquí mismo, con tu nombre y un código que los aliados escanean. Se queda en tu teléfono, lista aunque no tengas señal.",
  "cardJoin.signUp": "Quiero mi tarjeta",
  "cardJoin.login": "Ya tengo cuenta: iniciar sesión",
  "cardCheck.title": "Verificación de tarjeta",
  "cardCheck.intro":
    "Para los aliados de {product}: lo que dice el código de la tarjeta de un miembro.",
  "cardCheck.valid": "Tarjeta válida",
  "cardCheck.notValid": "No válida",
  "cardCheck.member": "Miembro",
  "cardCheck.reason.expired":
    "Esta tarjeta venció. El miembro puede abrir su tarjeta en su teléfono con señal para renovarla.",
  "cardCheck.reason.unknown": "Ninguna tarjeta tiene este número: es posible que se haya cerrado.",
  "cardCheck.reason.invalid":
    "Este código no lo hizo {product}, o fue modificado. Pide ver la tarjeta en el teléfono del miembro.",
  "cardCheck.throttled":
    "Se han verificado demasiadas tarjetas desde esta conexión. Espera un minuto e inténtalo de nuevo.",
  "events.repeat.weekly": "Cada {days}",
  "events.repeat.weeklyUntil": "Cada {days}, hasta el {until}",
  "events.repeat.yearly": "Cada año, {dates}",
} satisfies Record<keyof typeof en, string>;
