import { ACTIVITY_PAGE, ActivityView } from "../features/activities/ActivityView.tsx";
import { activityData } from "../features/activities/activity.server.ts";
import { itemReviewAction, requestLang } from "../features/detail/load.server.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/activity";

/** GenericActivityView (spec §2): `/activities/{location}/{item}`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return activityData(context.get(servicesContext), requestLang(request), params);
}

/** The review form posted without JavaScript (issue 9, decision 024). */
export async function action(args: Route.ActionArgs) {
  const { activities } = args.context.get(servicesContext);
  return itemReviewAction(args, async (lang) => {
    const record = await activities.find(lang, args.params.item);
    return record?.article;
  });
}

export const meta = ACTIVITY_PAGE.meta;

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  return <ActivityView data={loaderData} />;
}

export const ErrorBoundary = ACTIVITY_PAGE.ErrorBoundary;
