import type { ContentKind } from "../../../core/content-workflow.ts";
import type { ContentItemView } from "../../../core/contract/content-editing.ts";
import type { Recurrence } from "../../../core/recurrence.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatWeekDay } from "../../lib/format.ts";
import { FieldError, type FieldState } from "./FieldError.tsx";
import { FIELDS } from "./fields.ts";

needMessages("editing");

/** The week as the form lists it, Monday first, by JavaScript's numbers (Sunday 0). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The fields only one kind has (decision 103): an article's date, an event's occurrence and how
 * it repeats, a benefit's partner. Places and activities have none beyond the common ones.
 */
export function KindFields({
  kind,
  item,
  partners,
  field,
  /** The weekdays posted with a refused form, when it was refused (they are not in `posted`). */
  postedWeekdays,
}: {
  kind: ContentKind;
  item: ContentItemView | null;
  partners: { id: number; name: string; archived: boolean }[];
  field: FieldState;
  postedWeekdays: number[] | null;
}) {
  const t = useT();
  const lang = useLang();
  const { value, errorOf, describedBy } = field;
  const input = (name: string) => ({
    id: name,
    name,
    "aria-invalid": errorOf(name) ? true : undefined,
    "aria-describedby": describedBy(name),
  });
  if (kind === "article") {
    const saved = item?.kind === "article" ? item.date : "";
    return (
      <div className="editing-facts">
        <label htmlFor={FIELDS.date}>{t("editing.field.date")}</label>
        <input
          {...input(FIELDS.date)}
          type="date"
          required
          defaultValue={value(FIELDS.date, saved)}
        />
        <FieldError name={FIELDS.date} error={errorOf(FIELDS.date)} />
      </div>
    );
  }
  if (kind === "benefit") {
    const saved = item?.kind === "benefit" ? String(item.providerId) : "";
    return (
      <div className="editing-facts">
        <label htmlFor={FIELDS.providerId}>{t("editing.field.provider")}</label>
        <select
          {...input(FIELDS.providerId)}
          required
          defaultValue={value(FIELDS.providerId, saved)}
        >
          <option value="">{t("editing.field.provider.none")}</option>
          {partners.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.archived
                ? t("editing.field.provider.archived", { name: partner.name })
                : partner.name}
            </option>
          ))}
        </select>
        <FieldError name={FIELDS.providerId} error={errorOf(FIELDS.providerId)} />
      </div>
    );
  }
  if (kind !== "event") return null;
  const event = item?.kind === "event" ? item : null;
  const rule = (event?.recurrence ?? { type: "none" }) as Recurrence;
  const type = value(FIELDS.recurrenceType, rule.type);
  const weekdays = postedWeekdays ?? (rule.type === "weekly" ? rule.weekdays : []);
  const until = rule.type === "weekly" ? (rule.until ?? "") : "";
  return (
    <div className="editing-facts">
      <fieldset>
        <legend>{t("editing.field.when")}</legend>
        <p id="when-hint">{t("editing.field.when.hint")}</p>
        <label htmlFor={FIELDS.start}>{t("editing.field.start")}</label>
        <input
          {...input(FIELDS.start)}
          type="datetime-local"
          required
          aria-describedby={describedBy(FIELDS.start, "when-hint")}
          defaultValue={value(FIELDS.start, event?.start ?? "")}
        />
        <FieldError name={FIELDS.start} error={errorOf(FIELDS.start)} />
        <label htmlFor={FIELDS.end}>{t("editing.field.end")}</label>
        <input
          {...input(FIELDS.end)}
          type="datetime-local"
          required
          defaultValue={value(FIELDS.end, event?.end ?? "")}
        />
        <FieldError name={FIELDS.end} error={errorOf(FIELDS.end)} />
      </fieldset>
      <fieldset>
        <legend>{t("editing.field.repeat")}</legend>
        {(["none", "weekly", "yearly"] as const).map((option) => (
          <label key={option} className="editing-choice">
            <input
              type="radio"
              name={FIELDS.recurrenceType}
              value={option}
              defaultChecked={type === option}
            />{" "}
            {t(`editing.repeat.${option}`)}
          </label>
        ))}
      </fieldset>
      <fieldset
        aria-describedby={errorOf(FIELDS.weekdays) ? `${FIELDS.weekdays}-error` : undefined}
      >
        <legend>{t("editing.field.weekdays")}</legend>
        <div className="editing-weekdays">
          {WEEK.map((day) => (
            <label key={day} className="editing-choice">
              <input
                type="checkbox"
                name={FIELDS.weekdays}
                value={day}
                defaultChecked={weekdays.includes(day)}
              />{" "}
              {formatWeekDay((day + 6) % 7, lang)}
            </label>
          ))}
        </div>
        <FieldError name={FIELDS.weekdays} error={errorOf(FIELDS.weekdays)} />
      </fieldset>
      <label htmlFor={FIELDS.until}>{t("editing.field.until")}</label>
      <input {...input(FIELDS.until)} type="date" defaultValue={value(FIELDS.until, until)} />
      <FieldError name={FIELDS.until} error={errorOf(FIELDS.until)} />
    </div>
  );
}
