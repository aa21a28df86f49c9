import type { MessageKey } from "../../i18n/en.ts";
import { needMessages } from "../../i18n/index.ts";
import type { AdminScreen } from "./screens.ts";

needMessages("admin");

/** A screen's name in the sidebar, and its line on the dashboard (screens.ts). */
export function screenWords(screen: Pick<AdminScreen, "id">) {
  return {
    label: `admin.nav.${screen.id}` as MessageKey,
    about: `admin.nav.${screen.id}.about` as MessageKey,
  };
}
