import "./moderation.css";
import { useActionData } from "react-router";
import { adminMeta } from "../../features/admin/head.ts";
import { ConfirmPanel } from "../../features/moderation/ConfirmPanel.tsx";
import {
  type ModerationRefusal,
  moderationAction,
  moderationLoader,
} from "../../features/moderation/load.server.ts";
import {
  ModerationFilters,
  ModerationPager,
} from "../../features/moderation/ModerationFilters.tsx";
import { ModerationTable } from "../../features/moderation/ModerationTable.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/reviews";

needMessages("moderation");

/**
 * Review moderation (issue 14, decision 085), `/admin/reviews`: the queue, pending first, with
 * its filters in the URL, and the moderators' actions; every form works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => moderationLoader(args);
export const action = (args: Route.ActionArgs) => moderationAction(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "moderation.title");

export default function ReviewModeration({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const refused = useActionData<ModerationRefusal>();
  const { view, confirming, reviews } = loaderData;
  const confirm = view.confirm;
  return (
    <>
      <h1>{t("moderation.title")}</h1>
      <p>{t("moderation.intro")}</p>
      <div role="status">
        {loaderData.done && !refused ? (
          <p className="admin-notice">{t(`moderation.done.${loaderData.done}`)}</p>
        ) : null}
      </div>
      {refused && refused.error !== "reasonInvalid" ? (
        <p role="alert" className="admin-error">
          {refused.error === "conflict" && refused.status
            ? t("moderation.conflict", { status: t(`moderation.status.${refused.status}`) })
            : t(`moderation.${refused.error}`)}
        </p>
      ) : null}
      {confirm && confirming ? (
        <ConfirmPanel
          action={confirm.action}
          review={confirming}
          view={view}
          reasonInvalid={refused?.error === "reasonInvalid"}
          reason={refused?.reason ?? ""}
        />
      ) : confirm ? (
        <p role="alert" className="admin-error">
          {t("moderation.confirm.gone")}
        </p>
      ) : null}
      <ModerationFilters view={view} itemTitle={loaderData.itemTitle} />
      <ModerationPager view={view} total={loaderData.total} pageSize={loaderData.pageSize} />
      {reviews.length > 0 ? (
        <ModerationTable reviews={reviews} view={view} now={loaderData.now} />
      ) : (
        <p className="admin-notice">
          {t(view.status === "pending" ? "moderation.emptyPending" : "moderation.empty")}
        </p>
      )}
    </>
  );
}
