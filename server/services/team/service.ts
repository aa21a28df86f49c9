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
  /** The members with their ids, which the back office's preview swaps a draft in by. */
  function listed(lang: Lang): Promise<(TeamMember & { id: number })[]> {
    return cache.get(`team:${lang}`, () =>
      db
        .select({
          id: teamMembers.id,
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
  }
  return {
    listed,
    async members(lang: Lang): Promise<TeamMember[]> {
      return (await listed(lang)).map(({ id: _, ...member }) => member);
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
