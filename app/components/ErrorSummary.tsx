import { useEffect, useRef } from "react";

/** One refused field in the summary: the id of its control and why it was refused. */
export type SummaryItem = { field: string; message: string };

/**
 * The error summary of a form sent back refused (decisions 024, 141): what went wrong, and a
 * link to each refused field, first on the form. The page opens on it: without JavaScript the browser
 * focuses it (`autofocus`, rendered by the server); with JavaScript it takes the focus again each
 * time a new answer (`answer`, the action's data) comes back, so a second refusal is heard too.
 */
export function ErrorSummary({
  title,
  items = [],
  answer,
}: {
  /** The summary's first line: "Please correct these fields:", or the one reason on its own. */
  title: string;
  items?: readonly SummaryItem[];
  /** The answer shown; a new one moves the focus back here. */
  answer: unknown;
}) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) summary.current?.focus();
  }, [answer]);
  return (
    <div
      ref={summary}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a refused post opens on its summary (decision 141)
      autoFocus
      role="alert"
      className="rounded-lg border-2 border-coral-600 bg-white p-4 text-ink-900"
    >
      <p className="font-semibold">{title}</p>
      {items.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {items.map((item) => (
            <li key={item.field}>
              <a href={`#${item.field}`} className="underline">
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
