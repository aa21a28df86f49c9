import type en from "../en/resorts.ts";

/** Spanish strings of the resorts group: every key of the English group, no other. */
export default {
  "resorts.title": "Resorts",
  "resorts.description":
    "Tres resorts frente al mar en la Zona Hotelera de Puerto Vallarta elegidos por {product}, con plan todo incluido y nuestro paquete de {days} días y {nights} noches.",
  "resorts.heading": "Resorts que recomendamos",
  "resorts.intro":
    "Tres resorts frente a la playa de la Zona Hotelera, a minutos del Malecón y del aeropuerto, todos con plan todo incluido. Nuestro equipo los reserva por ti.",
  "resorts.listLabel": "Resorts",
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
} satisfies Record<keyof typeof en, string>;
