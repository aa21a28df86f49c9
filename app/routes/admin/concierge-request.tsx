import "./leads.css";
import "./concierge.css";
import { Link } from "react-router";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { VisitorPhone } from "../../features/admin/VisitorPhone.tsx";
import { WorkNotFound } from "../../features/admin/WorkForms.tsx";
import { deskAction } from "../../features/concierge-desk/actions.server.ts";
import {
  AssignForm,
  NoteForm,
  ReplyForm,
  StatusForm,
} from "../../features/concierge-desk/DeskWork.tsx";
import { loadDeskRequest } from "../../features/concierge-desk/load.server.ts";
import { useAge } from "../../features/leads-inbox/LeadsTable.tsx";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import { useVallartaTime } from "../../lib/vallarta-time.ts";
import type { Route } from "./+types/concierge-request";

needMessages("admin", "conciergeDesk", "concierge", "leads");

/**
 * One concierge request (issue 16, `/admin/concierge/:id`): what the visitor asked, the thread
 * with internal notes, its status (confirmation with details), its concierge, a reply from a
 * saved template, a note; each a form that posts without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "conciergeRequest");
  return loadDeskRequest(services, args.params.id, new URL(args.request.url));
}

export const action = (args: Route.ActionArgs) => deskAction(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "desk.title");

export default function ConciergeRequestScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const when = useVallartaTime();
  const { request, agents, templates, template, draft, now } = loaderData;
  const age = useAge(now);
  return (
    <div className="leads-screen">
      <p>
        <Link to={localize("/admin/concierge")}>{t("desk.back")}</Link>
      </p>
      <h1>
        {t("desk.detail.title", { id: request.id })}: {request.name}
      </h1>
      <p>
        <span className={`leads-status leads-status-${request.status}`}>
          {t(`concierge.status.${request.status}`)}
        </span>{" "}
        {t(`concierge.kind.${request.kind}`)} · {age(request.createdAt)}
      </p>
      <div className="leads-columns">
        <section aria-labelledby="desk-asked">
          <h2 id="desk-asked">{t("desk.detail.asked")}</h2>
          <dl className="leads-facts">
            {request.item ? (
              <>
                <dt>{t("desk.detail.item")}</dt>
                <dd>{request.item.title}</dd>
              </>
            ) : null}
            <dt>{t("concierge.when")}</dt>
            <dd>
              {request.date}
              {request.time ? ` ${request.time}` : ""}
              {request.endDate ? ` – ${request.endDate}` : ""}
            </dd>
            <dt>{t("concierge.partySize")}</dt>
            <dd>{t("concierge.people", { count: request.partySize })}</dd>
            <dt>{t("desk.detail.budget")}</dt>
            <dd>{request.budget ?? "—"}</dd>
            <dt>{t("desk.detail.received")}</dt>
            <dd>
              <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
            </dd>
            <dt>{t("desk.detail.due")}</dt>
            <dd>
              <time dateTime={request.dueAt}>{when(request.dueAt)}</time>
            </dd>
          </dl>
          <p className="leads-message">{request.message}</p>
          {request.confirmation ? (
            <>
              <h3>{t("concierge.track.confirmation")}</h3>
              <p className="leads-message">{request.confirmation}</p>
            </>
          ) : null}
        </section>
        <section aria-labelledby="desk-visitor">
          <h2 id="desk-visitor">{t("desk.detail.visitor")}</h2>
          <dl className="leads-facts">
            <dt>{t("concierge.email")}</dt>
            <dd>
              <a href={`mailto:${request.email}`}>{request.email}</a>
            </dd>
            <dt>{t("concierge.phone")}</dt>
            <dd>{request.phone ? <VisitorPhone phone={request.phone} /> : "—"}</dd>
            <dt>{t("desk.detail.contactBy")}</dt>
            <dd>{t(`concierge.contact.${request.contactBy}`)}</dd>
            <dt>{t("desk.detail.lang")}</dt>
            {/* Each language by its own name, as the visitor's form offers them. */}
            <dd>{request.lang === "es" ? "Español" : "English"}</dd>
            <dt>{t("desk.detail.team")}</dt>
            <dd>{request.team ?? "—"}</dd>
            <dt>{t("desk.detail.account")}</dt>
            <dd>{t(request.member ? "desk.detail.member" : "desk.detail.guest")}</dd>
          </dl>
        </section>
      </div>
      <section aria-labelledby="desk-thread">
        <h2 id="desk-thread">{t("desk.thread")}</h2>
        {request.thread.length === 0 ? (
          <p>{t("desk.thread.none")}</p>
        ) : (
          <ol className="desk-thread">
            {request.thread.map((line) => (
              <li key={line.id} className={line.kind === "note" ? "desk-note" : undefined}>
                <p className="leads-sub">
                  {line.kind === "visitor"
                    ? t("desk.thread.visitor")
                    : (line.author?.name ?? t("desk.thread.formerStaff"))}
                  {line.kind === "note" ? ` · ${t("desk.thread.note")}` : ""} ·{" "}
                  <time dateTime={line.at}>{when(line.at)}</time>
                </p>
                {line.status ? (
                  <p>
                    <strong>{t(`concierge.status.${line.status}`)}</strong>
                  </p>
                ) : null}
                {line.text ? <p className="leads-message">{line.text}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="desk-status">
        <h2 id="desk-status">{t("desk.status.heading")}</h2>
        <StatusForm request={request} />
      </section>
      <section aria-labelledby="desk-assign">
        <h2 id="desk-assign">{t("desk.assign.heading")}</h2>
        <p>{request.assignee?.name ?? t("desk.nobody")}</p>
        <AssignForm request={request} agents={agents} />
      </section>
      <section aria-labelledby="desk-reply">
        <h2 id="desk-reply">{t("desk.reply.heading")}</h2>
        <ReplyForm request={request} templates={templates} template={template} draft={draft} />
      </section>
      <section aria-labelledby="desk-note">
        <h2 id="desk-note">{t("desk.note.heading")}</h2>
        <NoteForm request={request} />
      </section>
    </div>
  );
}

/** No such request: said in the back office's look; anything else goes to the layout's boundary. */
export function ErrorBoundary() {
  return (
    <WorkNotFound
      title="desk.notFound.title"
      body="desk.notFound.body"
      back="desk.back"
      to="/admin/concierge"
    />
  );
}
