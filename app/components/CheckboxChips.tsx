type Option = { slug: string; name: string };

/**
 * A list filter's several-choice field as a row of chips, each a real checkbox (so the form
 * sends `name=slug` once per choice, with or without JavaScript).
 */
export function CheckboxChips({
  name,
  options,
  chosen,
  onChange,
}: {
  name: string;
  options: Option[];
  chosen: string[];
  onChange: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => (
        <label
          key={option.slug}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ocean-900/20 px-3 py-1.5 text-sm has-[:checked]:border-ocean-900 has-[:checked]:bg-lagoon-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700"
        >
          <input
            type="checkbox"
            name={name}
            value={option.slug}
            defaultChecked={chosen.includes(option.slug)}
            onChange={onChange}
            className="h-4 w-4 accent-[var(--color-ocean-900)]"
          />
          {option.name}
        </label>
      ))}
    </div>
  );
}
