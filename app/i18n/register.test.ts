import { describe, expect, it } from "vitest";
import survey from "../../content/survey.json" with { type: "json" };
import { CONCIERGE_TEMPLATES } from "../../core/concierge.ts";
import { es } from "./es.ts";

/**
 * The Spanish site speaks to the reader in one register, tú (content/README.md, decision 136).
 * Forms that only `usted` takes: the pronoun, its object forms with the verbs our texts use, the
 * possessive "su" before what a reader owns, and the formal imperatives of forms and errors.
 * Whole words only, so "ustedes" (you all, also tú's plural) and third-person "su" stay allowed.
 */
const USTED_MARKERS: readonly RegExp[] = [
  /\busted\b/i,
  /\b[Ll]es? (enviaremos|enviamos|escribiremos|escribimos|respondemos|responde|contactamos|pedimos|ayudamos|avisamos|llamamos)\b/,
  /\bSus? (solicitud|solicitudes|nombre|correo|mensaje|cuenta|contraseña|tarjeta|teléfono|viaje|reserva|reservación|visita|estancia|opinión|respuesta)\b/,
  /\b(gracias por su|díganos|cuéntenos|inténtelo|ábralo|envíelo|regístrese|escríbanos|llámenos|contáctenos|asegúrese|desea|deseas?\?)\b/i,
  /(^|[.:;!¡¿]\s*)(Ingrese|Escriba|Elija|Indique|Seleccione|Corrija|Espere|Pregunte|Pida|Comparta|Consulte|Verifique|Introduzca|Intente|Inicie|Revise|Confirme|Pulse|Presione|Haga)\b/,
];

const spanishTexts = (): [string, string][] => [
  ...Object.entries(es).map(([key, text]): [string, string] => [`message ${key}`, text]),
  ...Object.entries(CONCIERGE_TEMPLATES).map(([id, text]): [string, string] => [
    `concierge template ${id}`,
    text.es,
  ]),
  ...[...JSON.stringify(survey).matchAll(/"es":"((?:[^"\\]|\\.)*)"/g)].map(
    (match, i): [string, string] => [`survey text ${i}`, JSON.parse(`"${match[1]}"`)],
  ),
];

const markersIn = (text: string) => USTED_MARKERS.filter((marker) => marker.test(text));

describe("Spanish speaks in tú", () => {
  it("finds the usted forms it looks for", () => {
    for (const text of [
      "Escriba su mensaje.",
      "Cuéntenos qué desea.",
      "Su solicitud fue enviada.",
      "El concierge le responde por correo.",
      "¿Qué desea?",
      "Usted",
    ]) {
      expect(markersIn(text), text).not.toEqual([]);
    }
    for (const text of [
      "Escribe tu mensaje.",
      "Sube fotografías y marca su punto focal.",
      "¿Qué quieres?",
      "Cuéntanos qué quieres.",
    ]) {
      expect(markersIn(text), text).toEqual([]);
    }
  });

  it("has no usted form in the UI messages, the concierge's saved replies or the survey", () => {
    const texts = spanishTexts();
    expect(texts.length).toBeGreaterThan(500);
    const found = texts.filter(([, text]) => markersIn(text).length > 0);
    expect(found).toEqual([]);
  });
});
