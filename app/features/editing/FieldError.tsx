import type { MessageKey } from "../../i18n/en.ts";
import { useT } from "../../i18n/index.ts";

/** A field's error, under it, named by its input's `aria-describedby` (`{name}-error`). */
export function FieldError({ name, error }: { name: string; error: MessageKey | undefined }) {
  const t = useT();
  return error ? (
    <p id={`${name}-error`} className="editing-error">
      {t(error)}
    </p>
  ) : null;
}

/** What a field needs from the refused post: its value as typed, its error, its description. */
export type FieldState = {
  value: (name: string, saved: string) => string;
  errorOf: (name: string) => MessageKey | undefined;
  describedBy: (name: string, hint?: string) => string | undefined;
  /** Whether the post being shown again was refused (checkboxes then read what was posted). */
  posted: Record<string, string> | undefined;
};
