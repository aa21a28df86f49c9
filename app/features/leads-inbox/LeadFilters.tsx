import { Form } from "react-router";
import { LEAD_KINDS, LEAD_STATUSES } from "../../../core/leads.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { FilterKey, InboxParams } from "./query.ts";
import { SelectField } from "./SelectField.tsx";

needMessages("leads");

type Agent = { id: number; name: string };

function Field({
  name,
  label,
  params,
  type = "text",
  inputMode,
}: {
  name: FilterKey;
  label: MessageKey;
  params: InboxParams;
  type?: "text" | "date" | "search";
  inputMode?: "numeric";
}) {
  const t = useT();
  return (
    <label className="leads-field">
      <span>{t(label)}</span>
      <input
        name={name}
        type={type}
        defaultValue={params[name] ?? ""}
        inputMode={inputMode}
        maxLength={100}
        pattern={inputMode === "numeric" ? "[0-9]*" : undefined}
      />
    </label>
  );
}

/**
 * The inbox's filters: a GET form, so the filters are the screen's URL (shareable, and working
 * without JavaScript); applying them starts again at the first page.
 */
export function LeadFilters({ params, agents }: { params: InboxParams; agents: Agent[] }) {
  const t = useT();
  const localize = useLocalize();
  return (
    <Form method="get" action={localize("/admin/leads")} className="leads-filters">
      <fieldset>
        <legend>{t("leads.filters")}</legend>
        <Field name="q" label="leads.filter.q" params={params} type="search" />
        <SelectField
          name="type"
          label="leads.filter.type"
          value={params.type ?? ""}
          options={[
            { value: "", label: t("leads.filter.any") },
            ...LEAD_KINDS.map((kind) => ({ value: kind, label: t(`leads.type.${kind}`) })),
          ]}
        />
        <SelectField
          name="status"
          label="leads.filter.status"
          value={params.status ?? ""}
          options={[
            { value: "", label: t("leads.filter.any") },
            ...LEAD_STATUSES.map((status) => ({
              value: status,
              label: t(`leads.status.${status}`),
            })),
          ]}
        />
        <SelectField
          name="assignee"
          label="leads.filter.assignee"
          value={params.assignee ?? ""}
          options={[
            { value: "", label: t("leads.filter.any") },
            { value: "none", label: t("leads.filter.nobody") },
            ...agents.map((agent) => ({ value: agent.id, label: agent.name })),
          ]}
        />
        <Field name="team" label="leads.filter.team" params={params} />
        <Field name="channel" label="leads.filter.channel" params={params} inputMode="numeric" />
        <Field name="terminal" label="leads.filter.terminal" params={params} inputMode="numeric" />
        <Field name="from" label="leads.filter.from" params={params} type="date" />
        <Field name="to" label="leads.filter.to" params={params} type="date" />
        {params.sort !== "created" ? <input type="hidden" name="sort" value={params.sort} /> : null}
        {params.dir !== "desc" ? <input type="hidden" name="dir" value={params.dir} /> : null}
        <div className="leads-actions">
          <button type="submit" className="admin-button admin-button-primary leads-button">
            {t("leads.filter.apply")}
          </button>
          <a href={localize("/admin/leads")}>{t("leads.filter.clear")}</a>
        </div>
      </fieldset>
    </Form>
  );
}
