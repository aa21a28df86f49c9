import { LANGS, type Lang } from "../../../core/i18n.ts";
import { parsePage } from "../../../core/pagination.ts";
import {
  REVIEW_ACTIONS,
  REVIEW_STATUSES,
  type ReviewAction,
  type ReviewStatus,
} from "../../../core/review-moderation.ts";

/** The moderation queue's order: pending first either way, then by age. */
export const QUEUE_ORDERS = ["oldest", "newest"] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];

/**
 * The moderation screen's state as it lives in the URL (shareable, Back works, no JavaScript
 * needed): the filters, the order, the page, and the action a moderator is confirming on one
 * review (`confirm=reject&review=12`).
 */
export type ModerationView = {
  status: ReviewStatus | undefined;
  language: Lang | undefined;
  itemID: number | undefined;
  order: QueueOrder;
  page: number;
  confirm: { action: ReviewAction; review: number } | undefined;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

function positiveId(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** Reads the screen's URL; anything unknown is left out rather than refused. */
export function parseModerationView(params: URLSearchParams): ModerationView {
  const action = oneOf(REVIEW_ACTIONS, params.get("confirm"));
  const review = positiveId(params.get("review"));
  return {
    status: oneOf(REVIEW_STATUSES, params.get("status")),
    language: oneOf(LANGS, params.get("language")),
    itemID: positiveId(params.get("item")),
    order: oneOf(QUEUE_ORDERS, params.get("order")) ?? "oldest",
    page: parsePage(params.get("page")),
    confirm: action && review ? { action, review } : undefined,
  };
}

/** The query string of a view (`?status=pending&page=2`), defaults left out; "" for none. */
export function moderationSearch(view: Partial<ModerationView>): string {
  const params = new URLSearchParams();
  if (view.status) params.set("status", view.status);
  if (view.language) params.set("language", view.language);
  if (view.itemID) params.set("item", String(view.itemID));
  if (view.order && view.order !== "oldest") params.set("order", view.order);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  if (view.confirm) {
    params.set("confirm", view.confirm.action);
    params.set("review", String(view.confirm.review));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The same list without a confirmation open: where Cancel and a finished action go. */
export const listOf = (view: ModerationView): Omit<ModerationView, "confirm"> => ({
  status: view.status,
  language: view.language,
  itemID: view.itemID,
  order: view.order,
  page: view.page,
});
