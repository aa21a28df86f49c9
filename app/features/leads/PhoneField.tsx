import { getCountryCallingCode } from "libphonenumber-js/min";
import { type ChangeEvent, useState } from "react";
import {
  editPhoneField,
  formatNational,
  type PhoneCountry,
  phoneCountries,
  splitInternational,
} from "../../../core/phone.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";

needMessages("contact");

/** What a field shows first: a number posted with `+CC…` (no JavaScript) in its own country. */
function entry(initial: string, country: PhoneCountry) {
  const split = splitInternational(initial, country);
  return split
    ? { country: split.country, value: formatNational(split.national, split.country) }
    : { country, value: formatNational(initial, country) };
}

/**
 * A phone from anywhere (decision 135): a list of countries, then the number in that country's
 * format (`(XXX) XXX XXXX` for +1, decision 135). `+CC…` typed or pasted picks the country. Without
 * JavaScript both are posted as they are and the server reads them by the same rule
 * (core/phone.ts). No maxLength: it would stop "+52 322 …" before the code could be taken off.
 * The caret is put back after the digit it followed.
 */
export function PhoneField({
  initial = "",
  initialCountry,
  countryName = "phoneCountry",
  onValue,
  onCountry,
  ...props
}: Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "defaultValue"
> & {
  initial?: string;
  initialCountry: PhoneCountry;
  /** The select's form name. */
  countryName?: string;
  onValue?: (value: string) => void;
  onCountry?: (country: PhoneCountry) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [state, setState] = useState(() => entry(initial, initialCountry));
  // A restored draft replaces the value; following the props keeps one source of truth.
  const [seen, setSeen] = useState({ initial, initialCountry });
  if (initial !== seen.initial || initialCountry !== seen.initialCountry) {
    setSeen({ initial, initialCountry });
    // The form following the field's own choice of country changes nothing.
    if (initial !== seen.initial) setState(entry(initial, initialCountry));
    else if (initialCountry !== state.country) {
      setState({ country: initialCountry, value: formatNational(state.value, initialCountry) });
    }
  }
  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const next = editPhoneField({
      previous: state.value,
      value: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
      country: state.country,
    });
    // Written before React renders, so the caret is placed on the final text and stays there.
    input.value = next.value;
    input.setSelectionRange(next.caret, next.caret);
    setState({ country: next.country, value: next.value });
    onValue?.(next.value);
    if (next.country !== state.country) onCountry?.(next.country);
  }
  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const country = event.currentTarget.value as PhoneCountry;
    const value = formatNational(state.value, country);
    setState({ country, value });
    onValue?.(value);
    onCountry?.(country);
  }
  const selectId = `${props.id ?? "phone"}-country`;
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t("lead.phoneCountry")}
      </label>
      <select
        id={selectId}
        name={countryName}
        value={state.country}
        onChange={choose}
        className={props.className}
      >
        {phoneCountries(lang).map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.name} (+${country.callingCode})`}
          </option>
        ))}
      </select>
      <input
        {...props}
        type="tel"
        inputMode="tel"
        placeholder={
          formatNational(PLACEHOLDER[getCountryCallingCode(state.country)] ?? "", state.country) ||
          undefined
        }
        value={state.value}
        onChange={change}
      />
    </div>
  );
}

/** An example shown in the empty field for the countries most visitors come from. */
const PLACEHOLDER: Record<string, string> = {
  "1": "3221234567",
  "52": "3221234567",
};
