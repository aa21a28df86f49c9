import type { FastifyRequest } from "fastify";
import { type Lang, langFromAcceptLanguage } from "../../core/i18n.ts";

/** The language an API answer is written in: the request's `lang`, else its Accept-Language. */
export function requestLang(request: FastifyRequest, explicit: Lang | undefined): Lang {
  return explicit ?? langFromAcceptLanguage(request.headers["accept-language"]);
}
