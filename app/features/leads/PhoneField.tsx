import { type ChangeEvent, useState } from "react";
import { editPhone, formatPhoneInput } from "../../../core/phone.ts";

/**
 * The invitation form's phone (spec §5): whatever is typed or pasted becomes its last ten
 * digits shown as (XXX) XXX XXXX. No maxLength: it would stop "+52 322 …" before the country
 * code could be dropped (issue 9). The caret is put back after the digit it followed.
 */
export function PhoneField({
  initial = "",
  onValue,
  ...props
}: Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "defaultValue"
> & {
  initial?: string;
  onValue?: (value: string) => void;
}) {
  const [value, setValue] = useState(() => formatPhoneInput(initial));
  // A restored draft replaces the value; following the prop keeps one source of truth.
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    setValue(formatPhoneInput(initial));
  }
  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const next = editPhone({
      previous: value,
      value: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
    // Written before React renders, so the caret is placed on the final text and stays there.
    input.value = next.value;
    input.setSelectionRange(next.caret, next.caret);
    setValue(next.value);
    onValue?.(next.value);
  }
  return <input {...props} type="tel" inputMode="tel" value={value} onChange={change} />;
}
