import type { FastifyRequest } from "fastify";
import { type Lang, langFromAcceptLanguage } from "../../core/i18n.ts";

/**
 * Accept-Language headers already read: browsers send a handful of distinct ones, and parsing
 * the header showed in the profile of a cached answer (issue 12). Emptied when it fills, so
 * arbitrary headers can't grow it.
 */
const langOfHeader = new Map<string, Lang>();
const MAX_HEADERS = 256;

/** The language an API answer is written in: the request's `lang`, else its Accept-Language. */
export function requestLang(request: FastifyRequest, explicit: Lang | undefined): Lang {
  if (explicit) return explicit;
  const header = request.headers["accept-language"];
  if (header === undefined) return langFromAcceptLanguage(header);
  let lang = langOfHeader.get(header);
  if (lang === undefined) {
    lang = langFromAcceptLanguage(header);
    if (langOfHeader.size >= MAX_HEADERS) langOfHeader.clear();
    langOfHeader.set(header, lang);
  }
  return lang;
}
