import type { ReactNode } from "react";
import { LocalLink } from "./LocalLink.tsx";

/** Where a section leads on to ("All stories", "All events"): the whole list it samples. */
export type Onward = { to: string; label: string };

/** A section's title, with its onward link at the end of the line when it has one. */
export function SectionHeading({ id, title, more }: { id: string; title: string; more?: Onward }) {
  const heading = (
    <h2 id={id} className="font-display text-3xl text-ink-900">
      {title}
    </h2>
  );
  if (!more) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
      {heading}
      <LocalLink to={more.to} className="shrink-0 font-semibold text-lagoon-700 underline">
        {more.label}
      </LocalLink>
    </div>
  );
}

/** A titled section of a page, named by its heading for assistive technology. */
export function TitledSection({
  id,
  title,
  more,
  className,
  children,
}: {
  id: string;
  title: string;
  more?: Onward;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} more={more} />
      {children}
    </section>
  );
}
