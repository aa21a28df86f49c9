import { type FormEvent, useState } from "react";
import { Form, useLocation, useRouteLoaderData, useSubmit } from "react-router";
import { localizePath } from "../../core/i18n.ts";
import { useLang, useT } from "../i18n/index.ts";
import type { RootData } from "../lib/root-data.ts";

// Kept short: every page with cards carries this component in its first load.
const BUTTON =
  "relative z-10 grid h-11 w-11 shrink-0 place-items-center rounded-full bg-white text-coral-600 shadow";

/**
 * My trip's heart (issue 13) for a place, activity, event or article. A member's is a real
 * toggle button in a form that posts to `/account/trip` and comes back (no JavaScript), or,
 * with it, posts in the background and the page's data follows. A visitor's is a button to log-in
 * and back. Members' pages are never page-cached (decision 072), so the visitor's version is what a
 * cached page holds.
 */
export function SaveHeart({ itemId, title }: { itemId: number; title: string }) {
  const t = useT();
  const lang = useLang();
  const member = useRouteLoaderData<RootData>("root")?.member;
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const back = `${pathname}${search}`;
  const stored = member?.saved.includes(itemId) ?? false;
  // While the change is on its way, the heart already shows it, until the page's data changes.
  const [shown, setShown] = useState<{ over: boolean; saved: boolean } | null>(null);
  if (!member) {
    // A button, not a link: its name holds the item's title, which names the card's own link.
    return (
      <Form method="get" action={localizePath("/login", lang)} className="contents">
        <input type="hidden" name="next" value={back} />
        {/* Saved once they are signed in (docs/decisions/140). */}
        <input type="hidden" name="save" value={itemId} />
        <button type="submit" className={BUTTON} aria-label={t("heart.login", { title })}>
          <HeartIcon filled={false} />
        </button>
      </Form>
    );
  }
  const saved = shown?.over === stored ? shown.saved : stored;
  const intent = saved ? "remove" : "save";
  const action = localizePath("/account/trip", lang);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown({ over: stored, saved: !saved });
    // In the background (a fetcher) and without `back`: the action answers in place.
    submit({ intent, itemId: String(itemId) }, { method: "post", action, navigate: false });
  };
  return (
    <form method="post" action={action} onSubmit={send} className="contents">
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-pressed={saved}
        aria-label={t(saved ? "heart.remove" : "heart.save", { title })}
        className={BUTTON}
      >
        <HeartIcon filled={saved} />
      </button>
    </form>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
      <path
        d="M12 20 4 12a4.5 4.5 0 0 1 8-5 4.5 4.5 0 0 1 8 5z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
