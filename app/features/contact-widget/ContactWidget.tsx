import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { CrossIcon } from "../../components/CrossIcon.tsx";
import { useT } from "../../i18n/index.ts";
import { telHref, whatsappHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";
import { chatPhase } from "../chat/machine.ts";
import { chat, useChat, useChatUnread } from "../chat/store.ts";

const TOGGLE =
  "pointer-events-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-lagoon-700 text-white shadow-lg ring-2 ring-white hover:bg-ocean-900";

const ITEM =
  "flex min-h-12 w-full items-center gap-3 whitespace-nowrap rounded-lg px-3 text-left font-semibold text-ocean-900 hover:bg-sand-100";

/**
 * Spec §2: a floating contact widget with three ways to reach the team: WhatsApp, a phone call
 * (the header's number, which follows `?team=`) and the live chat. Its button toggles it, a
 * click elsewhere or Escape closes it, and while the chat is open the button is hidden.
 */
export function ContactWidget() {
  const t = useT();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const state = useChat();
  const unread = useChatUnread();
  const phase = chatPhase(state);
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const Panel = chat.getPanel();

  const collapse = useCallback((refocus: boolean) => {
    setExpanded(false);
    chat.dismiss();
    if (refocus) toggle.current?.focus();
  }, []);

  // A click anywhere else, or Escape, closes the expanded widget.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) collapse(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") collapse(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [expanded, collapse]);

  // The chat gave up: open the widget again to say so, with WhatsApp at hand.
  useEffect(() => {
    if (state.unavailable) setExpanded(true);
  }, [state.unavailable]);

  // When the chat closes, its button comes back and takes the focus.
  const wasHidden = useRef(state.hidden);
  useEffect(() => {
    if (wasHidden.current && !state.hidden) toggle.current?.focus();
    wasHidden.current = state.hidden;
  }, [state.hidden]);

  const chooseChat = () => {
    setExpanded(false);
    toggle.current?.focus();
    void chat.open();
  };

  const whatsapp = site?.whatsapp ? whatsappHref(site.whatsapp, t("widget.whatsappText")) : null;

  return (
    <aside
      ref={root}
      aria-label={t("widget.region")}
      onBlur={(event) => {
        // Tabbing out of the widget closes it too (focus leaving the window does not).
        const next = event.relatedTarget as Node | null;
        if (expanded && next && !event.currentTarget.contains(next)) collapse(false);
      }}
      className="pointer-events-none fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[calc(max(1rem,env(safe-area-inset-bottom))+var(--action-bar-height))] z-30 flex flex-col items-end gap-3 print:hidden"
    >
      {/* A polite live region, not role="status": the page's own status messages keep that role. */}
      <p aria-live="polite" className="sr-only">
        {phase === "waiting"
          ? t("widget.connecting")
          : state.unavailable
            ? t("widget.unavailable")
            : unread > 0 && !state.hidden
              ? t("widget.unread", { count: unread })
              : ""}
      </p>

      <div
        id={menuId}
        className={`widget-menu ${expanded && !state.hidden ? "" : "hidden"} pointer-events-auto w-max min-w-56 max-w-[min(22rem,calc(100vw-2rem))] rounded-[var(--radius-card)] bg-white p-2 shadow-xl ring-1 ring-sand-200`}
      >
        {state.unavailable ? (
          <p className="mb-2 rounded-lg bg-coral-50 px-3 py-2 text-sm text-ink-900">
            {t("widget.unavailable")}
          </p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {whatsapp ? (
            <li>
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={ITEM}
                onClick={() => collapse(true)}
              >
                <Icon>
                  <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
                  <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z" />
                </Icon>
                {t("widget.whatsapp")}
                <span className="sr-only"> {t("widget.newTab")}</span>
              </a>
            </li>
          ) : null}
          {site?.headerPhone ? (
            <li>
              <a href={telHref(site.headerPhone)} className={ITEM} onClick={() => collapse(true)}>
                <Icon>
                  <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
                </Icon>
                {t("widget.call", { phone: site.headerPhone })}
              </a>
            </li>
          ) : null}
          {/* The chat needs JavaScript; WhatsApp and the call are plain links. */}
          <li className="js-only">
            <button type="button" className={ITEM} onClick={chooseChat}>
              <Icon>
                <path d="M4 5h16v11H9l-5 4z" />
                <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth="2.5" />
              </Icon>
              {t("widget.chat")}
            </button>
          </li>
        </ul>
      </div>

      {state.hidden && Panel ? <Panel onClose={chat.close} /> : null}

      {/* Before hydration, and without JavaScript, this disclosure shows the links (app.css). */}
      <details className="widget-toggle no-js-only pointer-events-auto">
        <summary
          className={`${TOGGLE} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <span className="sr-only">{t("widget.label")}</span>
          <ChatIcon />
        </summary>
      </details>
      <button
        ref={toggle}
        type="button"
        hidden={state.hidden}
        aria-expanded={expanded}
        aria-controls={menuId}
        onClick={() => (expanded ? collapse(false) : setExpanded(true))}
        className={`js-only relative ${TOGGLE}`}
      >
        <span className="sr-only">{t("widget.label")}</span>
        {/* The team answered while the chat was closed: how many, on the button. */}
        {unread > 0 ? (
          <>
            <span className="sr-only">, {t("widget.unread", { count: unread })}</span>
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-coral-600 px-1.5 text-xs font-bold text-white ring-2 ring-white"
            >
              {unread}
            </span>
          </>
        ) : null}
        {phase === "waiting" ? (
          <svg viewBox="0 0 24 24" className="h-7 w-7 motion-safe:animate-spin" aria-hidden="true">
            <path
              d="M12 3a9 9 0 1 0 9 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        ) : expanded ? (
          <CrossIcon strokeWidth={2.5} className="h-6 w-6" />
        ) : (
          <ChatIcon />
        )}
      </button>
    </aside>
  );
}

function Icon({
  children,
  className = "h-6 w-6 shrink-0",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function ChatIcon() {
  return (
    <Icon className="h-7 w-7">
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12.5h5" />
    </Icon>
  );
}
