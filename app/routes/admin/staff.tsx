import { Form, Link } from "react-router";
import { LANGS } from "../../../core/i18n.ts";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "../../../core/staff.ts";
import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { AdminTable } from "../../features/admin/AdminTable.tsx";
import { AdminError } from "../../features/admin/AdminViews.tsx";
import { adminMeta } from "../../features/admin/head.ts";
import {
  type StaffActionResult,
  staffAction,
  staffLoader,
} from "../../features/admin/screens.server.ts";
import { needMessages, useLang, useLocalize, useT } from "../../i18n/index.ts";
import { formatWhen } from "../../lib/format.ts";
import type { Route } from "./+types/staff";

needMessages("admin");

/**
 * Staff management (admins, issue 14): the staff list, an invitation form, each member's role
 * and the revocation of their access, confirmed on a page of its own (no script needed).
 */
export const loader = (args: Route.LoaderArgs) => staffLoader(args);
export const action = (args: Route.ActionArgs) => staffAction(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.staff.title");

function useOutcome(result: StaffActionResult | undefined) {
  const t = useT();
  const lang = useLang();
  if (!result) return { notice: undefined, error: undefined };
  if (result.done) {
    if (result.intent === "invite")
      return { notice: t("admin.staff.invite.sent", { email: result.email }), error: undefined };
    if (result.intent === "role")
      return {
        notice: t("admin.staff.roleChanged", {
          name: result.name,
          role: STAFF_ROLE_LABELS[result.role][lang],
        }),
        error: undefined,
      };
    if (result.intent === "cancelInvitation")
      return { notice: t("admin.staff.invitations.cancelled"), error: undefined };
    return { notice: t("admin.staff.revoked", { name: result.name }), error: undefined };
  }
  const keys = {
    crossSite: "admin.form.crossSite",
    throttled: "admin.form.throttled",
    invalid: "admin.signIn.invalid",
    self: "admin.staff.refused.self",
    lastAdmin: "admin.staff.refused.lastAdmin",
    notFound: "admin.staff.refused.notFound",
    alreadyStaff: "admin.staff.refused.alreadyStaff",
  } as const;
  return {
    notice: undefined,
    error:
      result.error === "invalid"
        ? t(keys.invalid, { fields: `${t("admin.field.email")}, ${t("admin.field.role")}` })
        : t(keys[result.error]),
  };
}

export default function StaffScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const { staff, confirming, me, invitations, cancelling } = loaderData;
  const { notice, error } = useOutcome(actionData);
  const here = localize("/admin/staff");

  if (cancelling && !actionData) {
    return (
      <>
        <h1>{t("admin.staff.invitations.cancel")}</h1>
        <p>{t("admin.staff.invitations.cancel.confirm", { email: cancelling.email })}</p>
        <Form method="post" action={here} className="admin-actions">
          <input type="hidden" name="intent" value="cancelInvitation" />
          <input type="hidden" name="id" value={cancelling.id} />
          <button type="submit" className="admin-button admin-button-danger">
            {t("admin.staff.invitations.cancel.yes")}
          </button>
          <Link to={here}>{t("admin.staff.revoke.no")}</Link>
        </Form>
      </>
    );
  }

  if (confirming && !actionData) {
    return (
      <>
        <h1>{t("admin.staff.revoke")}</h1>
        <p>{t("admin.staff.revoke.confirm", { name: confirming.name, email: confirming.email })}</p>
        <Form method="post" action={here} className="admin-actions">
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={confirming.id} />
          <button type="submit" className="admin-button admin-button-danger">
            {t("admin.staff.revoke.yes")}
          </button>
          <Link to={here}>{t("admin.staff.revoke.no")}</Link>
        </Form>
      </>
    );
  }

  return (
    <>
      <h1>{t("admin.staff.title")}</h1>
      {notice ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      <AdminError message={error} />
      <AdminTable
        label={t("admin.staff.title")}
        columns={[
          t("admin.staff.name"),
          t("admin.field.email"),
          t("admin.field.role"),
          t("admin.staff.secondFactor"),
          t("admin.staff.actions"),
        ]}
      >
        {staff.map((person) => {
          const name = `${person.firstName} ${person.lastName}`;
          const self = person.id === me;
          return (
            <tr key={person.id}>
              <th scope="row">
                {name} {self ? t("admin.staff.you") : null}
              </th>
              <td>{person.email}</td>
              <td>
                {self ? (
                  STAFF_ROLE_LABELS[person.role][lang]
                ) : (
                  <Form method="post" action={here} className="admin-inline">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={person.id} />
                    <select
                      name="role"
                      defaultValue={person.role}
                      aria-label={t("admin.staff.roleOf", { name })}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_LABELS[role][lang]}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="admin-button">
                      {t("admin.staff.changeRole")}
                    </button>
                  </Form>
                )}
              </td>
              <td>
                {person.totpEnabled
                  ? t("admin.staff.secondFactor.on")
                  : t("admin.staff.secondFactor.off")}
              </td>
              <td>
                {self ? null : (
                  <Link
                    to={`${here}?revoke=${person.id}`}
                    className="admin-button admin-button-danger"
                    aria-label={t("admin.staff.revokeOf", { name })}
                  >
                    {t("admin.staff.revoke")}
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <AdminPager page={loaderData.page} pageSize={loaderData.pageSize} total={loaderData.total} />

      <h2>{t("admin.staff.invitations.title")}</h2>
      {invitations.length === 0 ? (
        <p>{t("admin.staff.invitations.none")}</p>
      ) : (
        <AdminTable
          label={t("admin.staff.invitations.title")}
          columns={[
            t("admin.field.email"),
            t("admin.field.role"),
            t("admin.staff.invitations.by"),
            t("admin.staff.invitations.until"),
            t("admin.staff.actions"),
          ]}
        >
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row">{invitation.email}</th>
              <td>{STAFF_ROLE_LABELS[invitation.role][lang]}</td>
              <td>{invitation.invitedBy}</td>
              <td>{formatWhen(invitation.expiresAt, null, lang, true)}</td>
              <td>
                <Link
                  to={`${here}?cancel=${invitation.id}`}
                  className="admin-button admin-button-danger"
                  aria-label={t("admin.staff.invitations.cancelOf", {
                    email: invitation.email,
                  })}
                >
                  {t("admin.staff.invitations.cancel")}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2>{t("admin.staff.invite.title")}</h2>
      <Form method="post" action={here} className="admin-form">
        <input type="hidden" name="intent" value="invite" />
        <label>
          {t("admin.field.email")}
          <input name="email" type="email" required maxLength={254} autoComplete="off" />
        </label>
        <label htmlFor="invite-role">{t("admin.field.role")}</label>
        <select id="invite-role" name="role" defaultValue="sales">
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role][lang]}
            </option>
          ))}
        </select>
        <label htmlFor="invite-language">{t("admin.field.language")}</label>
        <select id="invite-language" name="language" defaultValue={lang}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {l === "en" ? "English" : "Español"}
            </option>
          ))}
        </select>
        <p>
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.staff.invite.submit")}
          </button>
        </p>
      </Form>
    </>
  );
}
