import { useRouteLoaderData } from "react-router";
import { TitledSection } from "../../components/SectionHeading.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { telHref, whatsappHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";

needMessages("contact");

/** The ways to reach the team (spec §2 ContactUs): phones, email and WhatsApp, each a link. */
export function ContactChannels() {
  const t = useT();
  const site = useRouteLoaderData<RootData>("root")?.site;
  if (!site) return null;
  return (
    <TitledSection id="contact-channels" title={t("contact.channelsHeading")}>
      <dl className="mt-6 space-y-5 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
        <Channel label={t("contact.phone")} href={telHref(site.headerPhone)}>
          {site.headerPhone}
        </Channel>
        <Channel label={t("contact.tollFreeUsCa")} href={telHref(site.tollFreeUsCa)}>
          {site.tollFreeUsCa}
        </Channel>
        <Channel label={t("contact.tollFreeMx")} href={telHref(site.tollFreeMx)}>
          {site.tollFreeMx}
        </Channel>
        <Channel label={t("contact.email")} href={`mailto:${site.email}`}>
          {site.email}
        </Channel>
        <Channel
          label={t("contact.whatsapp")}
          href={whatsappHref(site.whatsapp, t("contact.whatsappText"))}
          external
        >
          {t("contact.whatsappAction")}
        </Channel>
      </dl>
    </TitledSection>
  );
}

function Channel({
  label,
  href,
  external = false,
  children,
}: {
  label: string;
  href: string;
  external?: boolean;
  children: string;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd>
        <a
          href={href}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="inline-flex min-h-11 items-center text-lg font-semibold text-ocean-900 underline"
        >
          {children}
        </a>
      </dd>
    </div>
  );
}
