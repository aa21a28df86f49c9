import { redirect } from "react-router";
import { langFromPath, localizePath } from "../../core/i18n.ts";
import { logoutAction } from "../features/accounts/actions.server.ts";
import type { Route } from "./+types/logout";

/** Log-out: the header's POST form ends the session and clears its cookie (decision 072). */
export const action = (args: Route.ActionArgs) => logoutAction(args);

/** A GET changes nothing: home. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath("/", langFromPath(new URL(request.url).pathname)));
}

export default function Logout() {
  return null;
}
