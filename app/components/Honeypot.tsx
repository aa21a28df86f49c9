/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology) that form-filling bots tend to fill: decision 024. Named like a real field.
 */
export const HONEYPOT = "website";

export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-${HONEYPOT}`}>{label}</label>
      <input
        id={`${id}-${HONEYPOT}`}
        name={HONEYPOT}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
