import { type ReactNode, useId } from "react";
import { type CardData, ItemCard } from "./ItemCard.tsx";
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
    <div className="flex items-end justify-between gap-4">
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
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} />
      {children}
    </section>
  );
}

/** A titled section of cards: latest stories, featured places, nearby, more from a provider… */
export function CardSection({
  title,
  cards,
  more,
  className = "mt-14",
}: {
  title: string;
  cards: CardData[];
  more?: Onward;
  className?: string;
}) {
  const id = useId();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} title={title} more={more} />
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <ItemCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
