import { useId } from "react";
import { type CardData, ItemCard } from "./ItemCard.tsx";
import { type Onward, SectionHeading } from "./SectionHeading.tsx";

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
