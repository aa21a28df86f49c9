import { useT } from "../i18n/index.ts";
import { type Channel, channels, channelTarget, channelValues, type Reach } from "../lib/reach.ts";

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-lagoon-700 underline break-all";

/** Each channel's words, filled with its number, host or address (channelValues). */
const WORDS = {
  whatsapp: "reach.whatsapp",
  phone: "reach.call",
  website: "reach.website",
  email: "reach.email",
} as const;

function ChannelLink({ channel }: { channel: Channel }) {
  const t = useT();
  return (
    <a href={channel.href} {...channelTarget(channel)} className={linkClass}>
      {t(WORDS[channel.kind], channelValues(channel))}
    </a>
  );
}

/**
 * How to reach a business: every channel it has as a link, its address as text (issue 9:
 * provider, partner and place pages say how to reach them). Nothing at all when it has none.
 */
export function ContactLinks({
  name,
  reach,
  address,
  className = "",
}: {
  name: string;
  reach: Partial<Reach>;
  address?: string | null;
  className?: string;
}) {
  const t = useT();
  const list = channels(reach, t("reach.whatsappText", { name }));
  if (list.length === 0 && !address) return null;
  return (
    <ul aria-label={t("reach.label", { name })} className={`space-y-1 ${className}`}>
      {address ? <li className="text-ink-700">{address}</li> : null}
      {list.map((channel) => (
        <li key={channel.kind}>
          <ChannelLink channel={channel} />
        </li>
      ))}
    </ul>
  );
}
