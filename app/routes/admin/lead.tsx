import "./leads.css";
import { Link } from "react-router";
import type { LeadDetail } from "../../../core/contract/leads.ts";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { VisitorPhone } from "../../features/admin/VisitorPhone.tsx";
import { WorkNotFound } from "../../features/admin/WorkForms.tsx";
import { leadAction } from "../../features/leads-inbox/actions.server.ts";
import { leadName, useAge, useTypeLabel } from "../../features/leads-inbox/LeadsTable.tsx";
import { AssignForm, NoteForm, StatusForm } from "../../features/leads-inbox/LeadWork.tsx";
import { loadLead } from "../../features/leads-inbox/load.server.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import { useVallartaTime } from "../../lib/vallarta-time.ts";
import type { Route } from "./+types/lead";

needMessages("admin", "leads");

/**
 * One lead (issue 14, `/admin/leads/:id`): what the visitor sent, its attribution (both touches),
 * its age; its status (Lost with a reason), agent and notes, each a form that posts without
 * JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "leads");
  return loadLead(services, args.params.id);
}

export const action = (args: Route.ActionArgs) => leadAction(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "leads.title");

function Touch({
  title,
  touch,
}: {
  title: string;
  touch: NonNullable<LeadDetail["attribution"]>["first"];
}) {
  const t = useT();
  const when = useVallartaTime();
  return (
    <div className="leads-touch">
      <h3>{title}</h3>
      <dl className="leads-facts">
        <dt>{t("leads.detail.landing")}</dt>
        <dd>{touch.path}</dd>
        <dt>{t("leads.detail.invitationId")}</dt>
        <dd>{touch.invitationId ?? t("leads.none")}</dd>
        <dt>{t("leads.detail.channel")}</dt>
        <dd>{touch.leadSourceChannelId ?? t("leads.none")}</dd>
        <dt>{t("leads.detail.terminal")}</dt>
        <dd>{touch.terminalId ?? t("leads.none")}</dd>
        <dt>{t("leads.detail.at")}</dt>
        <dd>
          <time dateTime={touch.at}>{when(touch.at)}</time>
        </dd>
      </dl>
    </div>
  );
}

export default function LeadScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const when = useVallartaTime();
  const typeLabel = useTypeLabel();
  const { lead, agents, now } = loaderData;
  const age = useAge(now);
  return (
    <div className="leads-screen">
      <p>
        <Link to={localize("/admin/leads")}>{t("leads.detail.back")}</Link>
      </p>
      <h1>
        {t("leads.detail.title", { id: lead.id })}: {leadName(lead) || t("leads.unnamed")}
      </h1>
      <p>
        <span className={`leads-status leads-status-${lead.status}`}>
          {t("leads.status.current", { status: t(`leads.status.${lead.status}`) })}
        </span>{" "}
        {typeLabel(lead.type)} · {age(lead.createdAt)}
      </p>
      <div className="leads-columns">
        <section aria-labelledby="lead-contact">
          <h2 id="lead-contact">{t("leads.detail.contact")}</h2>
          <dl className="leads-facts">
            <dt>{t("leads.detail.email")}</dt>
            <dd>
              {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : t("leads.none")}
            </dd>
            <dt>{t("leads.detail.phone")}</dt>
            <dd>{lead.phone ? <VisitorPhone phone={lead.phone} /> : t("leads.none")}</dd>
            <dt>{t("leads.detail.lang")}</dt>
            <dd>{lead.lang}</dd>
            <dt>{t("leads.detail.team")}</dt>
            <dd>{lead.team ?? t("leads.none")}</dd>
            <dt>{t("leads.detail.page")}</dt>
            <dd>{lead.page ?? t("leads.none")}</dd>
            <dt>{t("leads.detail.received")}</dt>
            <dd>
              <time dateTime={lead.createdAt}>{when(lead.createdAt)}</time>
            </dd>
          </dl>
          {lead.message ? (
            <>
              <h3>{t("leads.detail.message")}</h3>
              <p className="leads-message">{lead.message}</p>
            </>
          ) : null}
        </section>
        <section aria-labelledby="lead-attribution">
          <h2 id="lead-attribution">{t("leads.detail.attribution")}</h2>
          {lead.attribution ? (
            <>
              <Touch title={t("leads.detail.firstTouch")} touch={lead.attribution.first} />
              <Touch title={t("leads.detail.lastTouch")} touch={lead.attribution.last} />
            </>
          ) : (
            <p>{t("leads.detail.noAttribution")}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="lead-status">
        <h2 id="lead-status">{t("leads.status.heading")}</h2>
        {lead.lostReason ? (
          <p>{t("leads.status.lostBecause", { reason: lead.lostReason })}</p>
        ) : null}
        <StatusForm lead={lead} />
        <h3>{t("leads.status.history")}</h3>
        {lead.history.length === 0 ? (
          <p>{t("leads.status.noHistory")}</p>
        ) : (
          <ol className="leads-history">
            {lead.history.map((change) => (
              <li key={change.at + change.to}>
                <time dateTime={change.at}>{when(change.at)}</time>{" "}
                {t("leads.status.change", {
                  from: t(`leads.status.${change.from}`),
                  to: t(`leads.status.${change.to}`),
                })}
                {change.reason ? ` (${change.reason})` : ""}{" "}
                {t("leads.status.by", { name: change.by?.name ?? t("leads.notes.formerStaff") })}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="lead-assignee">
        <h2 id="lead-assignee">{t("leads.assign.heading")}</h2>
        <p>{lead.assignee?.name ?? t("leads.nobody")}</p>
        <AssignForm lead={lead} agents={agents} />
      </section>
      <section aria-labelledby="lead-notes">
        <h2 id="lead-notes">{t("leads.notes.heading")}</h2>
        {lead.notes.length === 0 ? (
          <p>{t("leads.notes.none")}</p>
        ) : (
          <ul className="leads-notes">
            {lead.notes.map((note) => (
              <li key={note.id}>
                <p className="leads-message">{note.text}</p>
                <p className="leads-sub">
                  {note.author?.name ?? t("leads.notes.formerStaff")} ·{" "}
                  <time dateTime={note.createdAt}>{when(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <NoteForm lead={lead} />
      </section>
    </div>
  );
}

/** No such lead: said in the back office's look; anything else goes to the layout's boundary. */
export function ErrorBoundary() {
  return (
    <WorkNotFound
      title="leads.notFound.title"
      body="leads.notFound.body"
      back="leads.detail.back"
      to="/admin/leads"
    />
  );
}
