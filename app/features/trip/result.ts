/** What My trip's action answers when it doesn't send the visitor back (trip.server.ts). */
export type TripResult = {
  done: boolean;
  error?: "invalid" | "day" | "full" | "notFound" | "crossSite" | "throttled";
};
