/**
 * The "Spanish may show the English text" box of the item and record forms (decisions 102, 106),
 * described by its hint: what the Spanish site does with a missing Spanish text either way.
 */
export function FallbackBox({
  name,
  checked,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  label: string;
  hint: string;
}) {
  const hintId = `${name}-hint`;
  return (
    <>
      <label>
        <input type="checkbox" name={name} defaultChecked={checked} aria-describedby={hintId} />{" "}
        {label}
      </label>
      <p id={hintId}>{hint}</p>
    </>
  );
}
