import { TEAM_PHOTO_SIZES } from "../../../core/constants.ts";
import type { TeamMember } from "../../../core/contract/contact.ts";
import { Picture } from "../../components/Picture.tsx";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("about");

const [PHONE, TABLET, DESKTOP] = TEAM_PHOTO_SIZES;
/** Spec §9's photo sizes by screen width (core/team.ts), as the browser's `sizes` hint. */
const FORMAT = {
  width: DESKTOP,
  height: DESKTOP,
  sizes: `(min-width: 1024px) ${DESKTOP}px, (min-width: 640px) ${TABLET}px, ${PHONE}px`,
};

/** 'Meet our team' (spec §2): photo, nickname and role of each member. */
export function TeamSection({ members }: { members: TeamMember[] }) {
  const t = useT();
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading" className="font-display text-3xl text-ink-900">
        {t("team.heading")}
      </h2>
      <p className="mt-2 text-ink-700">{t("team.intro")}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-10 sm:justify-start">
        {members.map((member) => (
          <li key={member.nickname} className="w-[250px] text-center sm:w-[200px] lg:w-[280px]">
            <Picture
              src={member.urlPhoto}
              format={FORMAT}
              className="aspect-square w-full rounded-full object-cover shadow-[var(--shadow-card)]"
            />
            <p className="mt-4 font-display text-2xl text-ink-900">{member.nickname}</p>
            <p className="text-ink-700">{member.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
