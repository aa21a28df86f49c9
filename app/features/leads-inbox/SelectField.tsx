import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("leads");

/** One choice of the inbox's forms (a filter, a status, an agent): its label, then its options. */
export function SelectField({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: MessageKey;
  value: string | number;
  options: { value: string | number; label: string }[];
}) {
  const t = useT();
  return (
    <label className="leads-field">
      <span>{t(label)}</span>
      <select name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
