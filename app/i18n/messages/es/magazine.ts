import type en from "../en/magazine.ts";

/** Spanish strings of the magazine group: every key of the English group, no other. */
export default {
  "home.title": "Guía de viaje de Puerto Vallarta",
  "home.description":
    "Planea tu viaje a Puerto Vallarta: historias de nuestra revista, las zonas de Bahía de Banderas, lugares, actividades y eventos, en español e inglés.",
  "home.heroKicker": "Puerto Vallarta y Bahía de Banderas",
  "home.heroTitle": "Entre la Sierra Madre y el Pacífico",
  "home.heroText":
    "Calles empedradas, agua tibia y una costa que cambia cada pocos kilómetros. Lee las historias, elige tu zona y planea tus días.",
  "home.latest": "Lo más reciente de la revista",
  "home.allStories": "Todas las historias",
  "home.sections": "Explora por sección",
  "home.zones": "Las zonas de Bahía de Banderas",
  "home.zonesIntro":
    "Once zonas, desde las caletas de selva al sur de la ciudad hasta los pueblos surfistas de la Riviera Nayarit.",
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
  "magazine.results": "{count, plural, one {# historia} other {# historias}}",
  "magazine.clear": "Quitar filtros",
  "magazine.loading": "Cargando historias…",
  "article.backToMagazine": "Volver a la revista",
  "article.published": "Publicado",
  "article.zone": "Zona",
  "article.related": "Sigue leyendo",
  "article.readMore": "Leer: {title}",
  "articleNotFound.title": "Artículo no encontrado",
  "articleNotFound.text":
    "No hay ningún artículo en esta dirección. Quizá se movió; en la revista están todas nuestras historias.",
  "black.label": "{product} Black",
  // Issue 9: Home como puerta de entrada, y la búsqueda en todo el sitio.
  "home.searchLabel": "Busca lugares, actividades, eventos e historias",
  "home.searchPlaceholder": "Prueba con tacos, esnórquel o Malecón",
  "home.upcoming": "Próximamente en Vallarta",
  "home.heroAlt":
    "La Bahía de Banderas al atardecer, en ilustración: la Sierra Madre y las rocas de Los Arcos al sur, la cola de una ballena jorobada y un velero en el mar dorado, una palmera en la orilla.",
  "home.sunset": "Puesta de sol hoy en Vallarta:",
  "home.thisWeek": "Esta semana",
  "home.season": "Esta temporada en la bahía",
  "home.allEvents": "Todos los eventos",
  "home.zonePlaces": "Ver sus lugares",
  "home.allPlaces": "Todo el directorio",
  "siteSearch.title": "Buscar en {product}",
  "siteSearch.resultsTitle": "Resultados para «{q}»",
  "siteSearch.description":
    "Busca todos los lugares, actividades, eventos e historias de la revista sobre Puerto Vallarta en {product}.",
  "siteSearch.prompt":
    "Escribe lo que buscas, como un restaurante, una playa, un tour o un evento, y pulsa Buscar.",
  "siteSearch.summary":
    "{count, plural, =0 {Sin resultados} one {# resultado} other {# resultados}} para «{q}»",
  "siteSearch.didYouMean": "Quizá quisiste decir:",
  "siteSearch.noneAnywhere":
    "Nada en el sitio coincide con «{q}». Revisa la ortografía, prueba con menos palabras o más generales, o explora:",
  "siteSearch.kind.places": "Lugares",
  "siteSearch.kind.activities": "Actividades y tours",
  "siteSearch.kind.events": "Próximos eventos",
  "siteSearch.kind.articles": "Historias de la revista",
  "siteSearch.none.places": "Ningún lugar coincide con «{q}».",
  "siteSearch.none.activities": "Ninguna actividad ni tour coincide con «{q}».",
  "siteSearch.none.events": "Ningún evento próximo coincide con «{q}».",
  "siteSearch.none.articles": "Ninguna historia de la revista coincide con «{q}».",
  "siteSearch.seeAll.places":
    "{count, plural, one {Ver el lugar} other {Ver los # lugares}} en el directorio",
  "siteSearch.seeAll.activities": "{count, plural, one {Verla} other {Ver las #}} en actividades",
  "siteSearch.seeAll.events": "{count, plural, one {Verlo} other {Ver los #}} en eventos",
  "siteSearch.seeAll.articles": "{count, plural, one {Verla} other {Ver las #}} en la revista",
  "siteSearch.browse.places": "Directorio",
  "siteSearch.browse.activities": "Actividades",
  "siteSearch.browse.events": "Eventos",
  "siteSearch.browse.articles": "Revista",
} satisfies Record<keyof typeof en, string>;
