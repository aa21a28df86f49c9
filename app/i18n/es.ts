import type { Messages } from "./en.ts";

export const es: Messages = {
  "lang.name": "Español",
  "lang.switchTo": "English",
  "lang.switchLabel": "View this page in English",

  "skip.toContent": "Saltar al contenido",
  "nav.label": "Principal",
  "nav.home": "Inicio",
  "nav.about": "Acerca de {product}",
  "nav.magazine": "Revista",
  "nav.resorts": "Resorts",
  "nav.directory": "Directorio",
  "nav.activities": "Actividades",
  "nav.events": "Eventos",
  "nav.benefits": "Beneficios",
  "nav.contact": "Contáctanos",
  "nav.open": "Abrir menú",
  "nav.close": "Cerrar menú",
  "header.callUs": "Llámanos",
  "header.logoLabel": "{product}, inicio",

  "footer.explore": "Explora",
  "footer.contact": "Contacto",
  "footer.phone": "Teléfono",
  "footer.tollFreeUsCa": "Sin costo desde EE. UU. y Canadá",
  "footer.tollFreeMx": "Sin costo desde México",
  "footer.mailbox": "Información",
  "footer.privacy": "Aviso de privacidad",
  "footer.tagline": "La guía de viaje de Puerto Vallarta y la Riviera Nayarit.",
  "footer.copyright": "© {year} {product}. Todos los derechos reservados.",

  "home.title": "Guía de viaje de Puerto Vallarta",
  "home.description":
    "Planea tu viaje a Puerto Vallarta: historias de nuestra revista, las zonas de Bahía de Banderas, lugares, actividades y eventos, en español e inglés.",
  "home.heroKicker": "Puerto Vallarta y Bahía de Banderas",
  "home.heroTitle": "Entre la Sierra Madre y el Pacífico",
  "home.heroText":
    "Calles empedradas, agua tibia y una costa que cambia cada pocos kilómetros. Lee las historias, elige tu zona y planea tus días.",
  "home.readMagazine": "Lee la revista",
  "home.featured": "Historia destacada",
  "home.latest": "Lo más reciente de la revista",
  "home.allStories": "Todas las historias",
  "home.sections": "Explora por sección",
  "home.zones": "Las zonas de Bahía de Banderas",
  "home.zonesIntro":
    "Once zonas, desde las caletas de selva al sur de la ciudad hasta los pueblos surfistas de la Riviera Nayarit.",
  "notFound.title": "Página no encontrada",
  "notFound.text": "No encontramos {path}. Te dejamos nuestra página de inicio.",

  "maps.zonesMap": "Mapa de las zonas de Bahía de Banderas",
  "maps.zonesList": "Zonas",
  "maps.boothsMap": "Mapa de nuestros módulos de información",
  "maps.boothsList": "Módulos de información",
  "maps.close": "Cerrar",
  "maps.openInGoogleMaps": "Abrir en Google Maps",
  "maps.zoomIn": "Acercar",
  "maps.zoomOut": "Alejar",

  "magazine.title": "Revista",
  "magazine.description":
    "Historias sobre Puerto Vallarta: cultura, bienestar, aventura, comida, historia, inspiración, consejos prácticos y noticias.",
  "magazine.heading": "La revista {product}",
  "magazine.intro":
    "Historias locales, consejos prácticos y la historia detrás de los lugares que vas a visitar.",
  "magazine.search": "Buscar en la revista",
  "magazine.searchPlaceholder": "Ballenas, tacos, esculturas…",
  "magazine.searchButton": "Buscar",
  "magazine.section": "Sección",
  "magazine.allSections": "Todas las secciones",
  "magazine.sort": "Ordenar por",
  "magazine.sort.default": "Destacadas",
  "magazine.sort.title-asc": "Título, de la A a la Z",
  "magazine.sort.title-desc": "Título, de la Z a la A",
  "magazine.sort.weight": "Más populares y luego más recientes",
  "magazine.results": "{count, plural, one {# historia} other {# historias}}",
  "magazine.clear": "Quitar filtros",
  "magazine.loading": "Cargando historias…",

  "grid.empty": "No hay suficientes elementos para los criterios de búsqueda",
  "pagination.label": "Páginas",
  "pagination.previous": "Página anterior",
  "pagination.next": "Página siguiente",
  "pagination.page": "Página {page}",
  "pagination.status": "Página {page} de {pages}",

  "article.backToMagazine": "Volver a la revista",
  "article.published": "Publicado",
  "article.zone": "Zona",
  "article.related": "Sigue leyendo",
  "article.readMore": "Leer: {title}",
  "articleNotFound.title": "Artículo no encontrado",
  "articleNotFound.text":
    "No hay ningún artículo en esta dirección. Quizá se movió; en la revista están todas nuestras historias.",

  "search.clear": "Quitar filtros",
  "search.button": "Buscar",
  "search.sort": "Ordenar por",
  "search.zones": "Zonas",
  "search.allZones": "Todas las zonas",
  "search.category": "Categoría",
  "search.allCategories": "Todas las categorías",
  "search.filters": "Filtros",
  "search.moreThan": "Más de {results}",

  "directory.title": "Directorio",
  "directory.description":
    "Restaurantes, bares, playas, galerías, tiendas, spas, tours y mercados de Puerto Vallarta y Bahía de Banderas, zona por zona.",
  "directory.heading": "El directorio de Puerto Vallarta",
  "directory.intro":
    "Dónde comer, tomar algo, nadar, comprar y descansar, de la Zona Romántica a Sayulita, elegidos y descritos por nuestro equipo.",
  "directory.search": "Buscar en el directorio",
  "directory.searchPlaceholder": "Tacos, galerías, Sayulita…",
  "directory.categories": "Explora por categoría",
  "directory.categoryCount": "{count, plural, one {# lugar} other {# lugares}}",
  "directory.featured": "Vale la visita",
  "directory.byZone": "Explora por zona",
  "directory.searchTitle": "Búsqueda en el directorio",
  "directory.results": "{count, plural, one {# lugar} other {# lugares}}",
  "directory.loading": "Cargando lugares…",

  "place.back": "Volver al directorio",
  "place.notFoundTitle": "Lugar no encontrado",
  "place.notFoundText":
    "No hay ningún lugar en esta dirección. Quizá cerró o se mudó; en el directorio está todo lo que recomendamos.",
  "place.where": "Dónde encontrarlo",
  "place.openMap": "Abrir en Google Maps",
  "place.mapLabel": "Mapa de {zone} con la ubicación de {name}",
  "place.price": "Alrededor de {price} por persona",
  "place.free": "Entrada libre",
  "place.nearby": "También en {zone}",
  "place.pictures": "Imágenes de {name}",

  "reviews.heading": "Reseñas",
  "reviews.average": "Calificación de {average} de 5",
  "reviews.count": "{count, plural, one {# reseña} other {# reseñas}}",
  "reviews.none": "Todavía no hay reseñas. Sé la primera persona en contar cómo te fue.",
  "reviews.formHeading": "Comparte tu experiencia",
  "reviews.name": "Tu nombre",
  "reviews.comment": "Tu reseña",
  "reviews.rating": "Tu calificación",
  "reviews.stars": "{count, plural, one {# estrella} other {# estrellas}}",
  "reviews.submit": "Publicar reseña",
  "reviews.sending": "Publicando…",
  "reviews.thanks": "¡Gracias! Tu reseña ya está publicada.",
  "reviews.by": "{author}, {date}",

  "activities.title": "Actividades",
  "activities.description":
    "Avistamiento de ballenas, esnórquel, caminatas en la selva, clases de cocina, surf y artesanías con proveedores locales de Bahía de Banderas.",
  "activities.heading": "Qué hacer en la bahía",
  "activities.intro":
    "Tours y actividades con gente local que conoce la bahía, la selva y las cocinas de Puerto Vallarta.",
  "activities.search": "Buscar actividades",
  "activities.searchPlaceholder": "Ballenas, kayak, cocina…",
  "activities.kind": "Tipo",
  "activities.kind.all": "Tours y actividades",
  "activities.kind.tour": "Tours guiados",
  "activities.kind.activity": "A tu ritmo",
  "activities.providers": "Proveedores locales",
  "activities.featured": "Lo más buscado",
  "activities.categories": "Explora por tipo de día",
  "activities.searchTitle": "Búsqueda de actividades",
  "activities.results": "{count, plural, one {# actividad} other {# actividades}}",
  "activities.loading": "Cargando actividades…",

  "activity.back": "Volver a actividades",
  "activity.notFoundTitle": "Actividad no encontrada",
  "activity.notFoundText":
    "No hay ninguna actividad en esta dirección. Quizá ya no se ofrece; mira lo que hay en actividades.",
  "activity.price": "Desde {price} por persona",
  "activity.with": "Con {provider}",
  "activity.priceLabel": "Precio",
  "activity.providerLabel": "Proveedor",
  "activity.where": "Dónde",
  "activity.kindTour": "Tour guiado",
  "activity.kindActivity": "A tu ritmo",
  "activity.more": "Más de {provider}",

  "provider.label": "Actividades de {provider}",
  "provider.notFoundTitle": "Proveedor no encontrado",
  "provider.notFoundText":
    "No tenemos un proveedor en esta dirección. En actividades están todos con quienes trabajamos.",
  "provider.basedIn": "Con base en {zone}",

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
    "Pídela en un módulo de {product} o en el Welcome Centre. Es gratis y es tuya hasta que regreses a casa.",
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

  "resorts.title": "Resorts",
  "resorts.description":
    "Tres resorts frente al mar en la Zona Hotelera de Puerto Vallarta elegidos por {product}, con plan todo incluido y nuestro paquete de {days} días y {nights} noches.",
  "resorts.heading": "Resorts que recomendamos",
  "resorts.intro":
    "Tres resorts frente a la playa de la Zona Hotelera, a minutos del Malecón y del aeropuerto, todos con plan todo incluido. Nuestro equipo los reserva por ti.",
  "resorts.listLabel": "Resorts",
  "resorts.stars": "{count, plural, one {# estrella} other {# estrellas}}",
  "resorts.from": "Desde {price} por noche",
  "resorts.see": "Ver {name}",

  "resort.back": "Volver a resorts",
  "resort.notFoundTitle": "Resort no encontrado",
  "resort.notFoundText": "No hay ningún resort en esta dirección. Estos son los que recomendamos.",
  "resort.address": "Dirección",
  "resort.price": "Desde {price} por habitación por noche",
  "resort.priceLabel": "Precio",
  "resort.zone": "Zona",
  "resort.map": "Dónde está",
  "resort.mapLabel": "Mapa de {zone} con la ubicación de {name}",
  "resort.openMap": "Abrir en Google Maps",
  "resort.pictures": "Imágenes de {name}",
  "resort.book": "Reserva con nuestro equipo",
  "resort.bookText":
    "Llámanos o envíanos un mensaje: revisamos fechas y el plan todo incluido por ti, sin costo extra.",
  "resort.call": "Llamar al {phone}",
  "resort.whatsapp": "Escríbenos por WhatsApp",
  "resort.others": "Otros resorts",

  "promo.kicker": "Paquete {product}",
  "promo.title": "{days} días, {nights} noches, todo incluido",
  "promo.price": "{price} para {adults} adultos",
  "promo.text":
    "{nights} noches en uno de nuestros resorts frente al mar con comidas, bebidas y snacks incluidos, para {adults} adultos.",
  "promo.terms":
    "Precio para {adults} adultos en la misma habitación, sujeto a disponibilidad. Nuestro equipo confirma las fechas, el resort y todo lo incluido antes de que pagues nada.",
  "promo.cta": "Ver el paquete",

  "visit.title": "Visita Vallarta",
  "visit.description":
    "Visita Puerto Vallarta con {product}: {days} días y {nights} noches todo incluido para {adults} adultos por {price} en un resort frente al mar de la Zona Hotelera.",
  "visit.heading": "Visita Vallarta, todo incluido",
  "visit.intro":
    "{days} días y {nights} noches en la playa de la Zona Hotelera, con todo incluido, para {adults} adultos. Tú eliges el resort y nosotros nos encargamos del resto.",
  "visit.includesHeading": "Qué incluye el paquete",
  "visit.include1": "{nights} noches en una habitación frente al mar para {adults} adultos",
  "visit.include2": "Plan todo incluido: comidas, bebidas y snacks",
  "visit.include3": "El resort que elijas de los tres de abajo, según disponibilidad",
  "visit.include4": "Ayuda de nuestro equipo local antes y durante tu estancia",
  "visit.call": "Llamar al {phone}",
  "visit.whatsapp": "Reserva por WhatsApp",
  "visit.whatsappText":
    "¡Hola! Me interesa el paquete de {days} días y {nights} noches todo incluido para {adults} adultos.",
  "visit.resortsHeading": "Elige tu resort",

  "lead.firstName": "Nombre",
  "lead.lastName": "Apellido",
  "lead.email": "Correo electrónico",
  "lead.emailInvalid": "Escribe un correo como nombre@ejemplo.com.",
  "lead.phone": "Teléfono",
  "lead.phoneHint": "10 dígitos, p. ej. (322) 123 4567",
  "lead.phoneInvalid": "Escribe un teléfono de 10 dígitos.",
  "lead.phoneLabel": "Teléfono",
  "lead.required": "* Obligatorio",
  "lead.sending": "Enviando…",
  "lead.submit.invitation": "Enviar la invitación",
  "lead.submit.contact": "Enviar",
  "lead.submit.holistika": "Pregunta por un retiro",
  "lead.label.invitation": "Invitación",
  "lead.label.contact": "Solicitud de contacto",
  "lead.label.holistika": "Solicitud de retiro Holistika",
  "lead.thanks": "Gracias por tu solicitud.",
  "lead.soon": "Te contactaremos pronto.",
  "lead.failTitle": "Ups...",
  "lead.failText": "¡Algo salió mal!, por favor inténtalo más tarde. Error: ",
  "lead.failClose": "Cerrar",
  "lead.dates": "Fechas preferidas",
  "lead.datesPlaceholder": "p. ej. la segunda semana de febrero",
  "lead.groupSize": "Cuántas personas",
  "lead.message": "Algo que debamos saber",

  "team.heading": "Conoce a nuestro equipo",
  "team.intro":
    "Las personas que contestan tus llamadas, tus mensajes y tus preguntas en los módulos.",

  "about.title": "Acerca de {product}",
  "about.zonesHeading": "Las zonas de la bahía de Banderas",
  "about.zonesIntro":
    "Once zonas, de las calas entre la selva al sur del pueblo a los pueblos surfistas de la Riviera Nayarit. Elige una en el mapa o en la lista.",

  "contact.title": "Contáctanos",
  "contact.description":
    "Llama, escribe o manda un mensaje al equipo de {product} en Puerto Vallarta, invita a alguien o encuentra uno de nuestros ocho módulos de información en la bahía.",
  "contact.heading": "Habla con nuestro equipo",
  "contact.intro":
    "Te atendemos en español e inglés. Llámanos o escríbenos, invita a alguien a planear su viaje con nosotros o pasa a uno de nuestros módulos.",
  "contact.channelsHeading": "Cómo contactarnos",
  "contact.phone": "Teléfono",
  "contact.tollFreeUsCa": "Lada sin costo desde Estados Unidos y Canadá",
  "contact.tollFreeMx": "Lada sin costo en México",
  "contact.email": "Correo",
  "contact.whatsapp": "WhatsApp",
  "contact.whatsappAction": "Escríbenos por WhatsApp",
  "contact.whatsappText": "¡Hola! Tengo una pregunta sobre mi viaje a Puerto Vallarta.",
  "contact.inviteHeading": "Invita a alguien",
  "contact.inviteIntro":
    "Déjanos el correo y el teléfono de quien quieras invitar (o los tuyos) y nuestro equipo se pondrá en contacto para ayudar a planear el viaje. Sin spam y sin compromiso.",
  "contact.boothsHeading": "Nuestros módulos de información",
  "contact.boothsIntro":
    "Ocho módulos, del aeropuerto a Bucerías. Elige uno en el mapa o en la lista para ver cómo llegar.",

  "legal.updated": "Última actualización: {date}",
  "legal.privacyTitle": "Aviso de privacidad",
  "legal.termsTitle": "Términos y condiciones",

  "wc.nav": "Welcome Centre",
  "wc.privacy": "Aviso de privacidad",
  "wc.phones": "Llámanos",
  "wc.usCa": "Estados Unidos y Canadá",
  "wc.mx": "México",
  "wc.mailbox": "Información",
  "wc.copyright": "© {year} {product}. Todos los derechos reservados.",
  "wc.formHeading": "Confirma tu visita o pregúntanos lo que quieras",
  "wc.formIntro":
    "Déjanos tu correo y tu teléfono y alguien de nuestro equipo te llamará para confirmar tu visita y resolver tus dudas.",
  "wc.back": "Volver al Welcome Centre",
  "wc.visitSite": "Visita la guía de {product}",

  "holistika.brand": "Holistika",
  "holistika.tagline": "Retiros de bienestar de {product}",
  "holistika.formHeading": "Tu solicitud de retiro",
  "holistika.formIntro":
    "Cuéntanos cuándo te gustaría venir y cuántas personas son. Te respondemos en menos de un día con ideas y fechas.",
  "holistika.footer":
    "Holistika es un programa de {product} en Puerto Vallarta y la Riviera Nayarit.",

  "black.label": "{product} Black",

  "widget.region": "Contacto rápido",
  "widget.label": "Contáctanos",
  "widget.whatsapp": "WhatsApp",
  "widget.whatsappText": "¡Hola! Tengo una pregunta sobre mi viaje a Puerto Vallarta.",
  "widget.call": "Llamar al {phone}",
  "widget.chat": "Chat en vivo",
  "widget.newTab": "(se abre en una pestaña nueva)",
  "widget.connecting": "Abriendo el chat…",
  "widget.unavailable":
    "El chat no se pudo cargar. Escríbenos por WhatsApp o llámanos: te atiende el mismo equipo.",
  "chat.title": "Chatea con nuestro equipo",
  "chat.text":
    "Por ahora, el chat en vivo con nuestro equipo es por WhatsApp. Escríbenos ahí y una persona de nuestro equipo local te responderá.",
  "chat.greeting": "¡Hola! Estoy en el sitio de {product} y tengo una pregunta.",
  "chat.whatsapp": "Abrir chat de WhatsApp",
  "chat.call": "Llamar al {phone}",
  "chat.close": "Cerrar chat",
  "banner.close": "Cerrar",

  "error.title": "Algo salió mal",
  "error.text": "No pudimos cargar esta página. Inténtalo de nuevo en un momento.",
  "error.retry": "Intentar de nuevo",
};
