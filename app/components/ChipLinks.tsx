import { LocalLink } from "./LocalLink.tsx";

/** A row of rounded links: sections, categories, zones. */
export function ChipLinks({ links }: { links: { key: string; to: string; label: string }[] }) {
  return (
    <ul className="mt-5 flex flex-wrap gap-2.5">
      {links.map((link) => (
        <li key={link.key}>
          <LocalLink
            to={link.to}
            className="inline-flex rounded-full border border-ocean-900/20 bg-white px-4 py-2.5 font-medium text-ocean-900 hover:border-ocean-900 hover:bg-lagoon-100"
          >
            {link.label}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
