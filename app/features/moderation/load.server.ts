import { data, type LoaderFunctionArgs, redirect } from "react-router";
import type { ModeratedReviewView } from "../../../core/contract/moderation.ts";
import { langFromPath } from "../../../core/i18n.ts";
import {
  MODERATION_REASON_MAX_LENGTH,
  REVIEW_ACTIONS,
  REVIEW_MODERATION,
  type ReviewAction,
  type ReviewStatus,
} from "../../../core/review-moderation.ts";
import { ADMIN_PAGE_SIZE } from "../../../core/staff.ts";
import { guard } from "../accounts/actions.server.ts";
import { staffScreen } from "../admin/guard.server.ts";
import { listOf, type ModerationView, moderationSearch, parseModerationView } from "./query.ts";

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/** What the screen shows: the page of the queue, the review being confirmed, a finished action. */
export type ModerationData = {
  view: ModerationView;
  now: string;
  reviews: ModeratedReviewView[];
  total: number;
  pageSize: number;
  itemTitle: string | null;
  confirming: ModeratedReviewView | null;
  done: ReviewAction | null;
};

/** Why a moderator's post was refused, to show beside the form. */
export type ModerationRefusal = {
  error: "reasonInvalid" | "conflict" | "missing" | "throttled" | "crossSite";
  status?: ReviewStatus;
  reason?: string;
};

/** The screen's loader: the staff guard (moderators and admins), then the queue as the URL says. */
export async function moderationLoader(args: Args): Promise<ModerationData> {
  const { services } = await staffScreen(args, "reviews");
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const view = parseModerationView(url.searchParams);
  const done = url.searchParams.get("done");
  const [page, confirming] = await Promise.all([
    services.reviewModeration.queue(
      {
        status: view.status,
        itemID: view.itemID,
        language: view.language,
        order: view.order,
        page: view.page,
        pageSize: ADMIN_PAGE_SIZE,
      },
      lang,
    ),
    view.confirm ? services.reviewModeration.one(view.confirm.review, lang) : undefined,
  ]);
  const itemTitle =
    view.itemID === undefined
      ? null
      : (page.items.find((review) => review.item.id === view.itemID)?.item.title ??
        (await services.reviewModeration.itemTitle(view.itemID, lang)));
  return {
    view,
    now: new Date().toISOString(),
    reviews: page.items,
    total: page.total,
    pageSize: page.pageSize,
    itemTitle,
    confirming: confirming ?? null,
    done: (REVIEW_ACTIONS as readonly string[]).includes(done ?? "")
      ? (done as ReviewAction)
      : null,
  };
}

/**
 * A moderator's post (approve, or a confirmed reject, spam or take-down): from our own pages,
 * within the address's write budget shared with the API's (bucket `admin-reviews`), checked and
 * audited by the same service as the API; then back to the list with what was done.
 */
export async function moderationAction(args: Args) {
  const { services, user } = await staffScreen(args, "reviews");
  const url = new URL(args.request.url);
  const form = await args.request.formData();
  const reason = String(form.get("reason") ?? "").trim();
  const refuse = (refusal: ModerationRefusal, status: number) =>
    data<ModerationRefusal>({ ...refusal, reason }, status);
  // From our own pages, within the write budget the API's moderation endpoints share.
  const why = await guard(args, "admin-reviews");
  if (why === "cross-site") return refuse({ error: "crossSite" }, 403);
  if (why === "throttled") return refuse({ error: "throttled" }, 429);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("review") ?? "");
  if (
    !(REVIEW_ACTIONS as readonly string[]).includes(intent) ||
    !Number.isSafeInteger(id) ||
    id < 1
  ) {
    return refuse({ error: "missing" }, 400);
  }
  const action = intent as ReviewAction;
  if (
    REVIEW_MODERATION[action].needsReason &&
    (reason.length < 3 || reason.length > MODERATION_REASON_MAX_LENGTH || reason.includes("\u0000"))
  ) {
    return refuse({ error: "reasonInvalid" }, 400);
  }
  const lang = langFromPath(url.pathname);
  const outcome = await services.reviewModeration.moderate(
    id,
    action,
    REVIEW_MODERATION[action].needsReason ? reason : undefined,
    user,
    lang,
  );
  if (outcome.kind === "missing") return refuse({ error: "missing" }, 404);
  if (outcome.kind === "conflict")
    return refuse({ error: "conflict", status: outcome.status }, 409);
  const list = moderationSearch(listOf(parseModerationView(url.searchParams)));
  // A post from the browser's router comes to `/admin/reviews.data`: back to the page itself.
  const page = url.pathname.replace(/\.data$/, "");
  throw redirect(`${page}${list ? `${list}&` : "?"}done=${action}`);
}
