import { Link } from "react-router";
import { RECORD_KINDS } from "../../../core/records.ts";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/records";

needMessages("records");

/**
 * The record editor's start (issue 15, decision 106), `/admin/records`: each kind of record the
 * site shows besides catalog items, with a line about it, leading to its list.
 */
export async function loader(args: Route.LoaderArgs) {
  await staffScreen(args, "records");
  return null;
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "records.title");

export default function Records() {
  const t = useT();
  const localize = useLocalize();
  return (
    <>
      <h1>{t("records.title")}</h1>
      <p>{t("records.intro")}</p>
      <ul className="admin-cards">
        {RECORD_KINDS.map((kind) => (
          <li key={kind}>
            <Link to={localize(`/admin/records/${kind}`)}>{t(`records.kind.${kind}`)}</Link>
            <p>{t(`records.kind.${kind}.about`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
