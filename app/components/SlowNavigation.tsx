import { useEffect, useState } from "react";
import { createPath, useNavigation } from "react-router";
import { useT } from "../i18n/index.ts";
import { chunkTimeoutMs } from "../lib/chunk-timeout.ts";

/**
 * Spec §9's chunk-load timeout for route modules (and their data): a navigation still waiting
 * after it shows a message with a retry, a full load of the page, instead of hanging silently.
 */
export function SlowNavigation() {
  const t = useT();
  const navigation = useNavigation();
  const target = navigation.location ? createPath(navigation.location) : null;
  const [stalled, setStalled] = useState<string | null>(null);

  useEffect(() => {
    setStalled(null);
    if (!target) return;
    const timer = setTimeout(() => setStalled(target), chunkTimeoutMs());
    return () => clearTimeout(timer);
  }, [target]);

  if (!stalled || stalled !== target) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 top-4 z-50 mx-auto flex max-w-xl flex-col gap-3 rounded-[var(--radius-card)] bg-white p-4 text-ink-900 shadow-2xl ring-1 ring-sand-200 sm:flex-row sm:items-center"
    >
      <p className="flex-1">{t("chunk.slow")}</p>
      {/* A real link: the whole page loads again, chunks and all. */}
      <a
        href={stalled}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-ocean-900 px-5 font-semibold text-white hover:bg-ocean-700"
      >
        {t("chunk.retry")}
      </a>
    </div>
  );
}
