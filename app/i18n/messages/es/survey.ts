import type en from "../en/survey.ts";

/** Spanish strings of the visitor survey: la encuesta, una pregunta por pantalla. */
export default {
  "survey.title": "Encuesta para visitantes",
  "survey.description":
    "Cuéntanos cómo fue tu visita a Puerto Vallarta: unas cuantas preguntas, una a la vez, unos dos minutos.",
  "survey.intro":
    "Unas preguntas sobre tu visita, una a la vez. Guardamos tus respuestas sobre la marcha: puedes salir y volver para terminar.",
  "survey.progress": "Pregunta {step} de {of}",
  "survey.optional": "Opcional",
  "survey.next": "Siguiente",
  "survey.send": "Enviar mis respuestas",
  "survey.back": "Atrás",
  "survey.stars": "{count, plural, one {# estrella} other {# estrellas}}",
  "survey.scale.low": "Nada probable",
  "survey.scale.high": "Muy probable",
  "survey.textHint": "Hasta {max} caracteres.",
  "survey.honeypot": "Deja este campo vacío",
  "survey.problem.title": "Revisa tu respuesta",
  "survey.problem.required": "Esta pregunta necesita una respuesta.",
  "survey.problem.choice": "Elige una de las opciones que se muestran.",
  "survey.problem.range": "Elige uno de los números que se muestran.",
  "survey.problem.length": "Escribe menos de {max} caracteres, por favor.",
  "survey.problem.unknown": "Esta pregunta ya no se hace. Continúa con la siguiente, por favor.",
  "survey.problem.throttled":
    "Demasiadas respuestas desde tu conexión. Espera un minuto y vuelve a intentarlo.",
  "survey.problem.verification": "No pudimos aceptar esta respuesta. Vuelve a intentarlo.",
  "survey.answered.title": "Ya respondiste",
  "survey.answered.body":
    "Contamos una respuesta por visita, y la tuya ya está. Gracias por tu tiempo.",
  "survey.thanks.title": "¡Gracias!",
  "survey.thanks.body":
    "Recibimos tus respuestas. Nos ayudan, a nosotros y a los negocios de la bahía, a que tu próxima visita sea aún mejor.",
  "survey.thanks.home": "Volver a la página de inicio",
  "survey.empty": "No hay ninguna encuesta abierta por ahora. Gracias por tu interés.",
} as const satisfies Record<keyof typeof en, string>;
