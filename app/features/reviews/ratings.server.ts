import type { CardData } from "../../components/ItemCard.tsx";
import type { Services } from "../../lib/context.server.ts";

/**
 * Cards of places and activities with their published reviews' average and count (one query for
 * the whole list), so lists show stars as the item's page does.
 */
export async function withRatings(services: Services, cards: CardData[]): Promise<CardData[]> {
  const summaries = await services.reviews.summaries(cards.map((card) => card.id));
  return cards.map((card) => {
    const rating = summaries.get(card.id);
    return rating ? { ...card, rating } : card;
  });
}
