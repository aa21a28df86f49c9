import { Form } from "react-router";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("admin");

type Revision = { number: number; authorName: string; createdAt: string };

/**
 * What an editor saved, newest first, each with who and when, and the form that restores it
 * (all but the newest, which is what the form shows): the same list for catalog items and site
 * records, which name their reasons in their own words.
 */
export function RevisionHistory<R extends Revision>({
  revisions,
  reason,
}: {
  revisions: readonly R[];
  reason(revision: R): string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="revisions-title">
      <h2 id="revisions-title">{t("admin.revisions")}</h2>
      {revisions.length === 0 ? <p>{t("admin.revisions.none")}</p> : null}
      <ol reversed>
        {revisions.map((revision, index) => (
          <li key={revision.number}>
            {t("admin.revision", {
              number: revision.number,
              reason: reason(revision),
              // No one's name: the site's own timer made it (a scheduled publication).
              author: revision.authorName || t("admin.revision.bySite"),
              when: revision.createdAt.slice(0, 16).replace("T", " "),
            })}
            {index > 0 ? (
              <Form method="post" className="editing-restore">
                <input type="hidden" name="revision" value={revision.number} />
                <button type="submit" name="intent" value="restore" className="admin-button">
                  {t("admin.revision.restore", { number: revision.number })}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
