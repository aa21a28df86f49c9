import { and, type Column, eq, type SQL } from "drizzle-orm";
import type { Lang } from "../../core/i18n.ts";

/**
 * How a row meets its translation in `lang`: the condition joining a `*_translations` table whose
 * `key` column points at `id`, e.g. `.innerJoin(zoneTranslations, inLang(zoneTranslations,
 * "zoneId", zones.id, lang))`.
 */
export function inLang<K extends string>(
  translations: { lang: Column } & Record<K, Column>,
  key: K,
  id: Column,
  lang: Lang,
): SQL | undefined {
  return and(eq(translations[key], id), eq(translations.lang, lang));
}
