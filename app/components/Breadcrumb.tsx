import { LocalLink } from "./LocalLink.tsx";

/** Where a page sits: each step a link, the page itself left out (it is the heading below). */
export function Breadcrumb({ steps }: { steps: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-500">
        {steps.map((step, i) => (
          <li key={step.to} className="flex items-center gap-1.5">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            <LocalLink to={step.to} className="font-medium text-lagoon-700 underline">
              {step.label}
            </LocalLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
