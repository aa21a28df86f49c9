import type { FormEvent } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { localizePath } from "../../core/i18n.ts";
import { useLang, useT } from "../i18n/index.ts";
import type { RootData } from "../lib/root-data.ts";

const BUTTON =
  "relative z-10 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/95 text-coral-600 shadow-[var(--shadow-card)] hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700";

/**
 * My trip's heart (issue 13) for a place, activity, event or article. A member's is a real
 * toggle button in a form that posts to `/account/trip` and comes back (no JavaScript), or,
 * with it, posts in the background and the page's data follows. A visitor's leads to log-in and
 * back. Members' pages are never page-cached (decision 072), so the visitor's version is what a
 * cached page holds.
 */
export function SaveHeart({ itemId, title }: { itemId: number; title: string }) {
  const t = useT();
  const lang = useLang();
  const member = useRouteLoaderData<RootData>("root")?.member;
  const { pathname, search } = useLocation();
  const fetcher = useFetcher();
  const back = `${pathname}${search}`;
  if (!member) {
    return (
      <Link
        to={`${localizePath("/login", lang)}?${new URLSearchParams({ next: back })}`}
        className={BUTTON}
        aria-label={t("heart.login", { title })}
        rel="nofollow"
      >
        <HeartIcon filled={false} />
      </Link>
    );
  }
  // While the change is on its way, the heart already shows it.
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "save" : member.saved.includes(itemId);
  const intent = saved ? "remove" : "save";
  const action = localizePath("/account/trip", lang);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // No `back`: the action answers in place instead of redirecting.
    fetcher.submit({ intent, itemId: String(itemId) }, { method: "post", action });
  };
  return (
    <form method="post" action={action} onSubmit={submit} className="contents">
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
        d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
