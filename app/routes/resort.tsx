import { detailLoader } from "../features/detail/load.server.ts";
import { resortData } from "../features/resorts/data.server.ts";
import { RESORT_PAGE, ResortView } from "../features/resorts/ResortView.tsx";
import type { Route } from "./+types/resort";

/** GenericResortView (spec §2): `/resort/{item}`, one of the resorts editors run (decision 107). */
export const loader = detailLoader(resortData, "item");

export const meta = RESORT_PAGE.meta;

export default function ResortPage({ loaderData }: Route.ComponentProps) {
  return <ResortView data={loaderData} />;
}

export const ErrorBoundary = RESORT_PAGE.ErrorBoundary;
