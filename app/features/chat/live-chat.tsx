import { useEffect, useId, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { CHAT_TIMING } from "../../../core/constants.ts";
import { CrossIcon } from "../../components/CrossIcon.tsx";
import { useT } from "../../i18n/index.ts";
import { telHref, whatsappHref } from "../../lib/format.ts";
import type { RootData } from "../../lib/root-data.ts";
import type { ChatPanelProps, ChatStore } from "./store.ts";

let attached = false;

/**
 * The chat module, loaded as its own chunk when the app starts. Its hooks attach 1 s after load
 * (spec §2). Until the project's own live chat exists, the panel it opens says honestly that
 * chatting with the team happens on WhatsApp, and offers that and a phone call.
 */
export function attach(store: ChatStore): void {
  if (attached) return;
  attached = true;
  setTimeout(() => store.register(ChatPanel), CHAT_TIMING.hookDelayMs);
}

/** A non-modal panel at the bottom right: focus moves in on open, Escape closes it. */
export function ChatPanel({ onClose }: ChatPanelProps) {
  const t = useT();
  const site = useRouteLoaderData<RootData>("root")?.site;
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      className="pointer-events-auto w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-[var(--radius-card)] bg-white text-ink-900 shadow-xl ring-1 ring-sand-200 outline-none"
    >
      <div className="flex items-center justify-between gap-2 bg-ocean-900 py-2 pr-2 pl-4 text-white">
        <h2 id={titleId} className="font-display text-lg font-semibold">
          {t("chat.title")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-ocean-700"
        >
          <span className="sr-only">{t("chat.close")}</span>
          <CrossIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="p-4">
        <p id={textId} className="text-sm leading-relaxed text-ink-700">
          {t("chat.text")}
        </p>
        {site ? (
          <div className="mt-4 flex flex-col gap-2">
            {site.whatsapp ? (
              <a
                href={whatsappHref(site.whatsapp, t("chat.greeting"))}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-jungle-700 px-5 text-center font-semibold text-white hover:bg-ocean-900"
              >
                {t("chat.whatsapp")}
                <span className="sr-only"> {t("widget.newTab")}</span>
              </a>
            ) : null}
            {site.headerPhone ? (
              <a
                href={telHref(site.headerPhone)}
                className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-ocean-900 px-5 text-center font-semibold text-ocean-900 hover:bg-sand-100"
              >
                {t("chat.call", { phone: site.headerPhone })}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
