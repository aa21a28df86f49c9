import { needMessages, useT } from "../../i18n/index.ts";
import {
  type Channel,
  channels,
  channelTarget,
  channelValues,
  type Reach,
} from "../../lib/reach.ts";

needMessages("directory");

const primary =
  "inline-flex min-h-12 items-center rounded-full bg-ocean-900 px-5 font-semibold text-white hover:bg-ocean-700";
const secondary = "inline-flex min-h-11 items-center font-semibold text-lagoon-700 underline";

/** Each channel's words, filled with its number, host or address (channelValues). */
const WORDS = {
  whatsapp: "activity.bookWhatsapp",
  phone: "activity.bookCall",
  website: "activity.bookOnline",
  email: "activity.bookEmail",
} as const;

function words(channel: Channel, t: ReturnType<typeof useT>): string {
  return t(WORDS[channel.kind], channelValues(channel));
}

/**
 * The activity's booking action (issue 9): the provider's quickest channel as the button, a
 * WhatsApp chat with the activity named in the message when it has one, the others as links.
 * Only channels the provider has appear; with none, no booking box at all.
 */
export function BookActivity({
  activity,
  provider,
}: {
  activity: string;
  provider: { name: string } & Reach;
}) {
  const t = useT();
  const list = channels(provider, t("activity.bookMessage", { activity }));
  const [first, ...rest] = list;
  if (!first) return null;
  return (
    <section
      aria-labelledby="activity-book"
      className="mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id="activity-book" className="font-display text-2xl text-ink-900">
        {t("activity.bookHeading")}
      </h2>
      <p className="mt-1 text-ink-700">{t("activity.bookText", { provider: provider.name })}</p>
      <a href={first.href} {...channelTarget(first)} className={`mt-4 ${primary}`}>
        {words(first, t)}
      </a>
      {rest.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {rest.map((channel) => (
            <li key={channel.kind}>
              <a
                href={channel.href}
                {...channelTarget(channel)}
                className={`${secondary} break-all`}
              >
                {words(channel, t)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
