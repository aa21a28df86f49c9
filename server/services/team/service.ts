import { asc, eq } from "drizzle-orm";
import type { TeamMember } from "../../../core/contract/contact.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { teamMembers, teamMemberTranslations } from "../../db/schema/index.ts";
import { inLang } from "../../db/translations.ts";
import type { ContentCache } from "../cache.ts";
import { defineService } from "../registry.ts";

/** The team of spec §3 ('Meet our team', GET /contact/getUsers): active members, in order. */
export function createTeamService(db: Db, cache: ContentCache) {
  return {
    members(lang: Lang): Promise<TeamMember[]> {
      return cache.get(`team:${lang}`, () =>
        db
          .select({
            urlPhoto: teamMembers.urlPhoto,
            nickname: teamMembers.nickname,
            role: teamMemberTranslations.role,
          })
          .from(teamMembers)
          .innerJoin(
            teamMemberTranslations,
            inLang(teamMemberTranslations, "teamMemberId", teamMembers.id, lang),
          )
          .where(eq(teamMembers.active, true))
          .orderBy(asc(teamMembers.weight), asc(teamMembers.id)),
      );
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;

/** `services.team`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db, cache }) => createTeamService(db, cache));
declare module "../registry.ts" {
  interface RegisteredServices {
    team: TeamService;
  }
}
