import type { ReactNode } from "react";
import { LocalLink } from "../../components/LocalLink.tsx";
import { SaveHeart } from "../../components/SaveHeart.tsx";
import { useT } from "../../i18n/index.ts";

/** The drawings of the bar's actions: 24 px line icons, decorative (the words name the action). */
const ICONS = {
  call: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  directions:
    "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  ask: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  book: "M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  whatsapp:
    "M4 20l1.4-4A8 8 0 1 1 8 18.6zM9 9c0 3 3 6 6 6l1-2-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z",
} as const;

export type BarAction = {
  icon: keyof typeof ICONS;
  label: string;
  href: string;
  /** A path of the site (localised), rather than another site or a phone number. */
  local?: boolean;
  /** Another site: opens in a new tab. */
  external?: boolean;
  /** A file to keep (the event's .ics). */
  download?: boolean;
};

const ITEM =
  "flex min-h-12 min-w-12 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-lg px-1 text-center text-xs leading-tight font-semibold text-ocean-900 hover:bg-lagoon-100";

function ActionIcon({ icon }: { icon: BarAction["icon"] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
      <path
        d={ICONS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ActionLink({ action }: { action: BarAction }) {
  const body: ReactNode = (
    <>
      <ActionIcon icon={action.icon} />
      {action.label}
    </>
  );
  if (action.local) {
    return (
      <LocalLink to={action.href} className={ITEM}>
        {body}
      </LocalLink>
    );
  }
  return (
    <a
      href={action.href}
      className={ITEM}
      {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(action.download ? { download: true } : {})}
    >
      {body}
    </a>
  );
}

/**
 * A detail page's main actions, kept in reach at the bottom of a phone's screen (decision 139:
 * the right thing first on a phone): plain links and My trip's form, so it works without
 * JavaScript. It sits on the quick-links bar (`--dock-height`, decision 138); its height is
 * `--action-bar-height` (app.css), which the page's bottom padding keeps clear; on wide screens the aside holds the
 * same actions and the bar is not shown.
 */
export function ActionBar({
  actions,
  save,
}: {
  actions: BarAction[];
  save?: { itemId: number; title: string } | undefined;
}) {
  const t = useT();
  if (actions.length === 0 && !save) return null;
  return (
    <section
      data-action-bar
      aria-label={t("detail.actions")}
      className="fixed inset-x-0 bottom-[var(--dock-height)] z-20 border-t border-sand-200 bg-white/95 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden print:hidden"
    >
      {/* Equal columns: four actions fit a 320 px screen, none pushed off its edge. */}
      <ul className="mx-auto grid h-[var(--action-bar-height)] max-w-xl auto-cols-fr grid-flow-col items-center gap-0.5 px-1">
        {actions.map((action) => (
          <li key={action.icon} className="flex min-w-0 justify-center">
            <ActionLink action={action} />
          </li>
        ))}
        {save ? (
          <li className="flex min-w-0 justify-center">
            <SaveHeart itemId={save.itemId} title={save.title} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
