import type enRecords from "../en/records.ts";

/** Textos en español del grupo records: las pantallas del editor de registros (decisión 106). */
export default {
  "records.title": "Registros del sitio",
  "records.intro":
    "Todo lo que el sitio muestra además de su catálogo (lugares, actividades, artículos, eventos y beneficios, en Contenido): elige un tipo para editar sus registros en inglés y en español.",
  "records.kind.team": "Equipo",
  "records.kind.team.about":
    "Las personas de «Conoce a nuestro equipo»: nombres, puestos, fotos, quién aparece.",
  "records.kind.booth": "Módulos de información",
  "records.kind.booth.about": "Los módulos del mapa de módulos: nombres, descripciones, ubicación.",
  "records.kind.provider": "Proveedores",
  "records.kind.provider.about":
    "Las empresas detrás de actividades y beneficios, y cómo contactarlas.",
  "records.kind.zone": "Zonas",
  "records.kind.zone.about":
    "Las áreas del mapa de zonas: nombres, descripciones, contornos y centros.",
  "records.new.team": "Nueva persona del equipo",
  "records.new.booth": "Nuevo módulo",
  "records.new.provider": "Nuevo proveedor",
  "records.new.zone": "Nueva zona",
  "records.back": "Todos los tipos de registros",
  "records.backToList": "Volver a la lista",
  "records.search": "Buscar",
  "records.search.label": "Buscar en {kind}",
  "records.show": "Mostrar",
  "records.empty": "Nada coincide con esta búsqueda.",
  "records.column.name": "Nombre",
  "records.column.languages": "Idiomas",
  "records.column.shown": "En el sitio",
  "records.shown": "Visible",
  "records.hidden": "Oculto",
  "records.archived": "Archivado",
  "records.missing": "Falta: {langs}",
  "records.complete": "Ambos idiomas",
  "records.lang.en": "Inglés",
  "records.lang.es": "Español",
  "records.fallsBack": "(el español muestra el inglés)",
  "records.langMissing.fallback":
    "Aún no está escrito en español: el sitio en español muestra el texto en inglés hasta que lo esté.",
  "records.field.spanishFallback": "El español puede mostrar el inglés",
  "records.field.spanishFallback.hint":
    "Mientras falte el texto en español, el sitio en español muestra el de inglés. Si no, el registro no aparece en el sitio en español.",
  "records.langMissing":
    "Aún no está escrito en {lang}: el sitio en {lang} no muestra este registro hasta que lo esté.",
  "records.edit.title": "Editar: {title}",
  "records.create.title": "{kind}: registro nuevo",
  "records.facts": "Datos",
  "records.save": "Guardar",
  "records.create": "Crear",
  "records.reason.create": "creada",
  "records.reason.edit": "editada",
  "records.reason.restore": "restaurada",
  "records.reason.archive": "archivada",
  "records.reason.unarchive": "recuperada del archivo",
  "records.done.saved": "Guardado.",
  "records.done.created": "Creado.",
  "records.done.restored": "Versión restaurada como una versión nueva.",
  // Borradores y publicación programada (decisión 108).
  "records.saveDraft": "Guardar como borrador",
  "records.draft.legend": "Borrador",
  "records.draft.about":
    "Guardar como borrador conserva tus cambios para después: el sitio sigue mostrando la versión publicada hasta que se publique el borrador.",
  "records.draft.publishAt": "Publicar el borrador el (hora de Puerto Vallarta, opcional)",
  "records.draft.waiting":
    "Hay un borrador en espera: el sitio sigue mostrando la versión publicada.",
  "records.draft.scheduled": "El sitio lo publicará el {when} (hora de Puerto Vallarta).",
  "records.draft.publish": "Publicar el borrador",
  "records.draft.discard": "Descartar el borrador",
  "records.draft.previewDraft": "Vista previa del borrador",
  "records.draft.previewLive": "Vista previa de la versión publicada",
  "records.draftWaiting": "Borrador en espera",
  "records.filter.drafts": "Solo registros con un borrador en espera",
  "records.filter.hidden": "Solo registros ocultos en el sitio",
  "records.filter.archived": "Solo registros archivados",
  "records.noDraft": "Este registro ya no tiene un borrador en espera. Vuelve a cargarlo.",
  "records.invalid.publishAt": "Elige una fecha y hora futuras, o déjalo vacío.",
  "records.done.drafted": "Borrador guardado. El sitio sigue mostrando la versión publicada.",
  "records.done.scheduled": "Borrador guardado y programado.",
  "records.done.published": "Borrador publicado: el sitio ya lo muestra.",
  "records.done.discarded": "Borrador descartado.",
  "records.reason.draft": "borrador",
  "records.reason.publish": "borrador publicado",
  "records.reason.schedule": "borrador publicado a la hora programada",
  "records.preview.title": "Vista previa: {title}",
  "records.preview.intro.draft":
    "La página con su borrador, como la verán los visitantes una vez publicada, con el ancho de un teléfono y el de una computadora.",
  "records.preview.intro.live":
    "La página como la ven ahora los visitantes, con el ancho de un teléfono y el de una computadora.",
  "records.preview.banner.draft":
    "Vista previa de un borrador: los visitantes siguen viendo la versión publicada.",
  "records.preview.banner.live": "Vista previa de la versión publicada.",
  "records.preview.where.page": "La página informativa.",
  "records.preview.where.team": "La página Acerca de, en su equipo, con este integrante.",
  "records.preview.where.booth":
    "Los módulos de información de la página Contáctanos, con este módulo en el mapa y en la lista.",
  "records.preview.where.provider": "La página del proveedor.",
  "records.preview.where.resort": "La página del resort.",
  "records.preview.where.zone": "El mapa de las zonas de la página Acerca de, con esta zona.",
  "records.preview.where.banner":
    "El banner de temporada abierto sobre la página de inicio. Aquí se abre sin importar sus fechas, aunque lo hayas cerrado antes; en el sitio solo se abre en sus fechas, hasta que el visitante lo cierra.",
  "records.preview.where.category": "El menú de las categorías de su catálogo, con esta categoría.",
  "records.preview.where.subcatalog":
    "El filtro del directorio para su categoría, con el nombre y las opciones de este subcatálogo.",
  "records.preview.absent.language":
    "Este registro no aparece en el sitio en español: le falta el texto en español y no puede mostrar el inglés.",
  "records.preview.absent.hidden":
    "Este registro está oculto: los visitantes no lo ven. La vista previa lo muestra como se vería.",
  "records.preview.reopenBanner": "Abrir el banner de nuevo",
  "records.fixErrors": "Corrige los campos marcados abajo.",
  "records.conflict":
    "Alguien guardó este registro después de que lo abriste. Vuelve a cargarlo y haz tus cambios de nuevo.",
  "records.throttled": "Demasiados cambios en un minuto. Espera un momento y vuelve a intentarlo.",
  "records.crossSite": "Este formulario solo puede enviarse desde nuestras propias páginas.",
  "records.invalid": "Este formulario no puede enviarse así.",
  "records.field.nickname": "Nombre",
  "records.field.role": "Puesto",
  "records.photoSearch.label": "Busca fotos de la biblioteca para este formulario",
  "records.photoSearch.submit": "Buscar",
  "records.photoSearch.hint":
    "Las listas de fotos de abajo ofrecen las fotos más recientes con sus dos textos alternativos. Busca las anteriores por nombre de archivo o texto alternativo antes de editar: el formulario se vuelve a cargar.",
  "records.photoSearch.found":
    "Las listas de fotos de abajo ofrecen las fotos que coinciden con “{query}”.",
  "records.photoSearch.none":
    "Ninguna foto con sus dos textos alternativos coincide con “{query}”.",
  "records.field.photo": "Foto",
  "records.field.photo.hint":
    "Una foto de la biblioteca (con sus dos textos alternativos), o la imagen que tiene ahora.",
  "records.field.photo.none": "Sin foto",
  "records.field.photo.current": "La imagen que tiene ahora",
  "records.field.weight": "Posición en las listas (el número menor va primero)",
  "records.field.active": "Visible en el sitio",
  "records.field.active.hint": "Desmárcalo cuando alguien deje el equipo: se queda aquí, oculto.",
  "records.field.name": "Nombre",
  "records.field.description": "Descripción",
  "records.field.description.markdown": "Descripción (Markdown)",
  "records.field.position": "Ubicación en el mapa",
  "records.field.center": "Centro de la zona",
  "records.field.lat": "Latitud",
  "records.field.lng": "Longitud",
  "records.field.polygon": "Contorno",
  "records.field.polygon.hint":
    "Un punto por línea, latitud y luego longitud: 20.6097, -105.2386. Con JavaScript también puedes arrastrar los puntos en el mapa.",
  "records.field.url": "Enlace (opcional)",
  "records.field.zoneId": "Zona",
  "records.field.zoneId.none": "Sin zona",
  "records.field.phone": "Teléfono",
  "records.field.whatsapp": "WhatsApp",
  "records.field.email": "Correo electrónico",
  "records.field.website": "Sitio web",
  "records.field.address": "Dirección",
  "records.invalid.required": "Escríbelo en inglés (el español puede esperar).",
  "records.invalid.text": "Es demasiado largo.",
  "records.invalid.number": "Escribe un número entero del 0 al 10 000.",
  "records.invalid.photo": "Elige una foto de la biblioteca.",
  "records.invalid.coordinates":
    "Escribe una latitud y una longitud dentro de Puerto Vallarta, como 20.6097 y -105.2386.",
  "records.invalid.polygon":
    "Escribe de 3 a 200 puntos, uno por línea, cada uno con latitud y longitud dentro de Puerto Vallarta.",
  "records.invalid.center": "El centro debe quedar dentro del contorno.",
  "records.invalid.url": "Escribe una dirección web que empiece con https://.",
  "records.invalid.email": "Escribe un correo como nombre@ejemplo.com.",
  "records.invalid.zoneId": "Elige una zona de la lista.",
  "records.map": "Contorno en el mapa",
  "records.map.hint":
    "Arrastra un punto para moverlo; haz clic en el mapa para añadir un punto después del último. El texto de arriba se actualiza.",
  "records.kind.banner": "Banners de temporada",
  "records.kind.banner.about":
    "El aviso que se abre en su temporada: fechas, repetición anual, título e imagen en cada idioma.",
  "records.new.banner": "Nuevo banner",
  "records.field.title": "Título",
  "records.field.alt": "Descripción de la imagen (texto alternativo)",
  "records.field.picture": "Imagen en este idioma",
  "records.field.picture.hint":
    "Una foto de la biblioteca solo para este idioma; «Sin foto» muestra la imagen del banner, más abajo.",
  "records.field.startsOn": "Primer día",
  "records.field.endsOn": "Último día",
  "records.field.repeatsYearly": "Se repite cada año",
  "records.field.repeatsYearly.hint":
    "Los mismos días cada año a partir del primero; una temporada que cruza el Año Nuevo termina al año siguiente.",
  "records.field.linkPath": "A dónde lleva el banner (una ruta de este sitio)",
  "records.invalid.date": "Elige un día.",
  "records.invalid.endsOn":
    "El último día es igual o posterior al primero, y un banner anual dura menos de un año.",
  "records.invalid.linkPath": "Escribe una ruta de este sitio, como /visit-vallarta.",
  "records.invalid.bannerPhoto": "Elige la imagen del banner en la biblioteca.",
  "records.field.bannerPhoto": "La imagen del banner",
  "records.field.bannerPhoto.hint":
    "Se muestra en cada idioma que no tiene imagen propia: una foto de la biblioteca (con sus dos textos alternativos), o la imagen que tiene ahora.",
  "records.field.priority": "Prioridad cuando las temporadas se cruzan (gana la mayor)",
  "records.kind.page": "Páginas informativas",
  "records.kind.page.about":
    "Acerca de, privacidad, términos, el Welcome Centre y Holistika: sus textos en Markdown. Sus direcciones no cambian.",
  "records.new.page": "Nueva página",
  "records.field.summary": "Resumen (para buscadores y vistas previas de enlaces)",
  "records.field.body.markdown":
    "Texto (Markdown; los nombres entre llaves se llenan con los datos del sitio)",
  "records.field.updated": "Última actualización",
  "records.kind.category": "Categorías",
  "records.kind.category.about":
    "Las categorías de cada catálogo (restaurantes, tours…): nombres y orden. Una que ningún elemento usa se puede borrar.",
  "records.new.category": "Nueva categoría",
  "records.field.catalogId": "Catálogo",
  "records.field.catalogId.none": "Elige un catálogo",
  "records.field.slug":
    "Slug (parte de las direcciones de las listas y los lugares de la categoría; si lo dejas vacío, se crea a partir del nombre en inglés; si lo cambias, las direcciones anteriores siguen llevando aquí)",
  "records.field.subcatalogSlug":
    "Slug (la clave del subcatálogo en los datos del sitio, no aparece en ninguna dirección; si lo dejas vacío, se crea a partir del nombre en inglés)",
  "records.field.spanishSlug":
    "Palabra en español (en las direcciones de sus lugares en el sitio en español)",
  "records.field.spanishSlug.hint":
    "Solo para categorías de lugares: la primera parte de las direcciones en español de sus lugares, como playas en /es/playas/zona-romantica/…. Si la dejas vacía, el slug sirve para los dos idiomas. Si la cambias, las direcciones anteriores siguen llevando aquí.",
  "records.invalid.spanishSlug":
    "Usa minúsculas, dígitos y guiones sencillos, como playas (máximo 80).",
  "records.invalid.spanishSlugTaken":
    "Las direcciones en español de otra categoría de lugares ya usan esta palabra (como su palabra en español o su slug).",
  "records.invalid.spanishSlugReserved":
    "Las páginas propias del sitio usan esta dirección en español: los lugares de esta categoría no pueden empezar con ella. Elige otra palabra.",
  "records.invalid.spanishSlugPlacesOnly":
    "Solo las categorías de lugares llevan una palabra en español en sus direcciones: déjala vacía.",
  "records.invalid.slugTakenSpanish":
    "Las direcciones en español de otra categoría de lugares usan esta palabra: elige otro slug.",
  "records.field.order": "Orden en el catálogo (el número menor va primero)",
  "records.delete": "Borrar",
  "records.done.deleted": "Borrado.",
  "records.inUse":
    "Todavía hay elementos, subcatálogos o subcategorías que usan este registro: muévelos a otro primero.",
  "records.invalid.slug":
    "Usa minúsculas, dígitos y guiones sencillos, como comida-callejera (máximo 80).",
  "records.invalid.slugTaken": "Otra categoría de este catálogo ya tiene este slug.",
  "records.invalid.slugReserved":
    "Las páginas propias del sitio usan esta dirección: los lugares de esta categoría no pueden empezar con ella. Elige otro slug.",
  "records.invalid.subcatalogSlugTaken": "Otro catálogo ya tiene este slug.",
  "records.invalid.catalogId": "Elige un catálogo.",
  "records.reason.delete": "borrado",
  "records.kind.subcatalog": "Subcatálogos",
  "records.kind.subcatalog.about":
    "Las listas más finas bajo una categoría (cocinas bajo restaurantes, tipos de playa…): nombres y orden; sus categorías están en Categorías.",
  "records.new.subcatalog": "Nuevo subcatálogo",
  "records.field.parentCategoryId": "Bajo la categoría",
  "records.field.parentCategoryId.none": "Elige una categoría",
  "records.invalid.parentCategoryId": "Elige una categoría de un catálogo principal.",
  "records.kind.resort": "Resorts",
  "records.kind.resort.about":
    "Las opciones de hotel de la oferta vacacional: nombres, estrellas, precios, descripciones, imágenes, cuáles se muestran.",
  "records.new.resort": "Nuevo resort",
  "records.field.stars": "Estrellas (de 1 a 5)",
  "records.field.priceUsd": "Precio por noche desde (dólares estadounidenses, sin centavos)",
  "records.field.resortZone": "Zona",
  "records.field.resortZone.none": "Elige una zona",
  "records.field.mainPicture": "Imagen principal",
  "records.field.mainPicture.hint":
    "Aparece en la tarjeta del resort y primero en su página: una foto de la biblioteca (con sus dos textos alternativos), o la imagen que tiene ahora.",
  "records.field.secondPicture": "Segunda imagen",
  "records.field.secondPicture.hint":
    "La segunda de la galería del resort: una foto de la biblioteca, la imagen que tiene ahora o ninguna.",
  "records.field.thirdPicture": "Tercera imagen",
  "records.field.thirdPicture.hint":
    "La tercera de la galería del resort: una foto de la biblioteca, la imagen que tiene ahora o ninguna.",
  "records.field.shown": "Visible en el sitio",
  "records.field.shown.hint":
    "Desmárcalo para quitar el resort del sitio: se queda aquí, oculto, y su página avisa que ya no está disponible.",
  "records.invalid.stars": "Escribe un número entero de estrellas del 1 al 5.",
  "records.invalid.priceUsd": "Escribe un precio en dólares sin centavos, del 1 al 100 000.",
  "records.invalid.resortSlugTaken": "Otro resort ya tiene este slug.",
  "records.invalid.photoAlt":
    "Primero escribe los dos textos alternativos de esta foto en la biblioteca, o elige otra.",
  "records.field.resortSlug":
    "Slug (la dirección de la página del resort; si lo dejas vacío, se crea a partir del nombre; si lo cambias, la dirección anterior sigue llevando aquí)",
  "records.field.providerSlug":
    "Slug (la dirección de la página del proveedor; vacío lo conserva o lo crea a partir del nombre; si lo cambias, la dirección anterior sigue llevando aquí)",
  "records.invalid.providerSlugTaken": "Otro proveedor ya tiene este slug.",
  // Archivar módulos y proveedores (decisión 111).
  "records.field.boothArchived": "Archivado",
  "records.field.boothArchived.hint":
    "Márcalo cuando el módulo cierre: sale de inmediato del mapa y de la lista de módulos, y se queda aquí. Desmárcalo para que vuelva.",
  "records.field.providerArchived": "Archivado",
  "records.field.providerArchived.hint":
    "Márcalo cuando termine la colaboración: el proveedor sale de las listas y del mapa del sitio, sus páginas avisan que ya no está y sus actividades y beneficios se quedan, sin enlace a él. Desmárcalo para que vuelva.",
} as const satisfies Record<keyof typeof enRecords, string>;
