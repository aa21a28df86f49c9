import type { Booth } from "../../../core/contract/booth.ts";
import type { Zone } from "../../../core/contract/dependant-fields.ts";
import { TitledSection } from "../../components/SectionHeading.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { BoothsMap } from "../maps/BoothsMap.tsx";

needMessages("contact");

/**
 * ContactUs's information booths (spec §2): the map of their markers and the list beside it. On
 * the contact page, and in the back office's preview of a booth (decision 108).
 */
export function BoothsSection({ booths, zones }: { booths: Booth[]; zones: Zone[] }) {
  const t = useT();
  return (
    <TitledSection id="contact-booths" title={t("contact.boothsHeading")} className="mt-16">
      <p className="mt-2 text-ink-700">{t("contact.boothsIntro")}</p>
      <div className="mt-6">
        <BoothsMap booths={booths} zones={zones} />
      </div>
    </TitledSection>
  );
}
