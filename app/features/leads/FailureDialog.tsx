import { useEffect, useRef } from "react";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("contact");

/**
 * Spec §8: a failed invitation opens a dialog titled 'Oops...' that says 'Something went
 * wrong!, please try again later! Error: ' followed by the error's title. Native <dialog>:
 * focus moves in, Escape closes, focus returns to the form.
 */
export function FailureDialog({ title, onClose }: { title: string | null; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (title !== null && !element.open) element.showModal();
    if (title === null && element.open) element.close();
  }, [title]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="lead-failure-title"
      aria-describedby="lead-failure-text"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-[var(--radius-card)] bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <h2 id="lead-failure-title" className="font-display text-2xl">
        {t("lead.failTitle")}
      </h2>
      <p id="lead-failure-text" className="mt-3 text-ink-700">
        {t("lead.failText")}
        {title}
      </p>
      <form method="dialog" className="mt-6 text-right">
        <button
          type="submit"
          className="h-11 rounded-full bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700"
        >
          {t("lead.failClose")}
        </button>
      </form>
    </dialog>
  );
}
