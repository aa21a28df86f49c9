import { leadAge } from "../../../core/leads.ts";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("chatDesk");

/** A moment in Vallarta time, the same on the server and in the browser: "26 Nov 2026, 14:05". */

/** How long ago, in words, from the screen's `now` (the server's, so both render the same). */
export function useChatAge(now: string): (iso: string) => string {
  const t = useT();
  return (iso) => {
    const age = leadAge(new Date(iso), new Date(now));
    return t(`chatDesk.age.${age.unit}`, { value: age.value });
  };
}
