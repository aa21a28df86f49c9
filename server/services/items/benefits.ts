import { and, eq } from "drizzle-orm";
import type { BenefitValidity } from "../../../core/benefit-validity.ts";
import type { Article } from "../../../core/contract/article.ts";
import type { Benefit } from "../../../core/contract/benefit.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { memberBenefits, memberBenefitTranslations } from "../../db/schema/index.ts";
import type { ContentCache } from "../cache.ts";
import { createCatalogReader, type SearchPage } from "./catalog.ts";
import { presentArticle } from "./present.ts";
import type { ItemSearch } from "./search.ts";

/** A members-only benefit's rule (decision 075), and when it may be redeemed (decision 140). */
export type MemberRule = {
  oncePerMember: boolean;
  terms: string;
  validity: BenefitValidity | null;
};

/**
 * Partner benefits for Privilege Card holders (catalog 1095): the article shape (spec §3), with
 * whether each is for members only. No member's code is in here: these answers are shared by
 * every visitor and cached by content version; the API and the pages add a member's own.
 */
export function createBenefitsService(db: Db, cache: ContentCache) {
  const reader = createCatalogReader(db, cache, "benefits", async (rows) =>
    rows.map(presentArticle),
  );

  /** Every members-only benefit's rule in one language: a short list, cached whole. */
  const rules = (lang: Lang): Promise<Record<number, MemberRule>> =>
    cache.get(`benefits:members:${lang}`, async () => {
      const rows = await db
        .select({
          itemId: memberBenefits.itemId,
          oncePerMember: memberBenefits.oncePerMember,
          validity: memberBenefits.validity,
          terms: memberBenefitTranslations.terms,
        })
        .from(memberBenefits)
        .innerJoin(
          memberBenefitTranslations,
          and(
            eq(memberBenefitTranslations.itemId, memberBenefits.itemId),
            eq(memberBenefitTranslations.lang, lang),
          ),
        );
      return Object.fromEntries(
        rows.map((row) => [
          row.itemId,
          { oncePerMember: row.oncePerMember, terms: row.terms, validity: row.validity },
        ]),
      );
    });

  const withRules = async (lang: Lang, articles: Article[]): Promise<Benefit[]> => {
    const known = await rules(lang);
    return articles.map((article) => {
      const rule = known[article.id];
      return {
        ...article,
        membersOnly: rule !== undefined,
        oncePerMember: rule?.oncePerMember ?? false,
        terms: rule?.terms ?? null,
        validity: rule?.validity ?? null,
        redemptionCode: null,
      };
    });
  };

  return {
    async search(lang: Lang, fields: ItemSearch): Promise<SearchPage<Benefit>> {
      const page = await reader.search(lang, fields);
      return { ...page, items: await withRules(lang, page.items) };
    },

    /** A benefit as its partner's page would show it, published or not: an editor's preview. */
    async draft(lang: Lang, id: number): Promise<Benefit | undefined> {
      const found = await reader.draft(lang, id);
      return found ? (await withRules(lang, [found]))[0] : undefined;
    },

    async find(lang: Lang, friendlyUrl: string): Promise<Benefit | undefined> {
      const found = await reader.find(lang, friendlyUrl);
      return found ? (await withRules(lang, [found]))[0] : undefined;
    },

    /** A benefit's members-only rule by its id, or undefined when every card holder gets it. */
    async rule(lang: Lang, itemId: number): Promise<MemberRule | undefined> {
      return (await rules(lang))[itemId];
    },
  };
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;
