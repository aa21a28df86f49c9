import { FallbackBox } from "../../features/editing/FallbackBox.tsx";
import "./editing.css";
import { Form, Link, useActionData } from "react-router";
import { STATUS_MOVES } from "../../../core/content-workflow.ts";
import type { RevisionView } from "../../../core/contract/content-editing.ts";
import { LANGS, type Lang } from "../../../core/i18n.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { FieldError } from "../../features/editing/FieldError.tsx";
import { FIELDS, publishAtForInput, textField } from "../../features/editing/fields.ts";
import { KindFields } from "../../features/editing/KindFields.tsx";
import {
  type ContentRefusal,
  contentItemAction,
  contentItemLoader,
} from "../../features/editing/load.server.ts";
import { NewItemPhoto, PhotoPicker } from "../../features/editing/PhotoPicker.tsx";
import { RevisionHistory } from "../../features/editing/RevisionHistory.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/content-item";

needMessages("editing");
needMessages("admin");

/**
 * One item of any kind (issue 15, decisions 100, 103), `/admin/content/:id` (`new?kind=event`
 * for a new one): English and Spanish side by side with what is missing marked, the slug,
 * category, zone, the fallback flag and the kind's own fields; the status buttons; the photo
 * (a new item's chosen in its form, saved with its first save); the revisions. One form, posted without
 * JavaScript as with it, checked by the API's own schema (core/contract/content-editing.ts).
 */
export const loader = (args: Route.LoaderArgs) => contentItemLoader(args);
export const action = (args: Route.ActionArgs) => contentItemAction(args);
export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.nav.contentItem");

const MOVE_BUTTONS = [
  ["publish", "published", "editing.publish"],
  ["unpublish", "draft", "editing.unpublish"],
  ["archive", "archived", "editing.archive"],
] as const;

export default function ContentItem({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const refused = useActionData<ContentRefusal>();
  const { item, kind, categories, zones, partners, revisions, photo, photos, done } = loaderData;
  const posted = refused?.posted;
  const value = (name: string, saved: string) => posted?.[name] ?? saved;
  const errorOf = (name: string) => refused?.fields?.[name];
  const describedBy = (name: string, hint?: string) =>
    [hint, errorOf(name) ? `${name}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const status = item?.status ?? "draft";
  const moves = item ? STATUS_MOVES[item.status] : [];
  const fallback = posted
    ? posted[FIELDS.spanishFallback] === "on"
    : (item?.spanishFallback ?? false);
  const missing = (lang: Lang) => item?.missingLangs.includes(lang) ?? false;
  return (
    <>
      <h1>
        {item
          ? t("editing.edit.title", { title: item.text.en.title })
          : t("editing.create.title", { kind: t(`editing.kind.${kind}`) })}
      </h1>
      <div role="status">
        {done && !refused ? (
          <p className="admin-notice">{t(`editing.done.${done}` as MessageKey)}</p>
        ) : null}
      </div>
      {refused ? (
        <p role="alert" className="admin-error">
          {t(refused.error === "fields" ? "editing.fixErrors" : `editing.${refused.error}`)}
        </p>
      ) : null}
      {item ? (
        <p>
          {t("editing.currentStatus", { status: t(`editing.status.${status}`) })}{" "}
          {/* A document load, not a client navigation: only the preview's own answer may frame. */}
          <Link reloadDocument to={localize(`/admin/content/${item.id}/preview`)}>
            {t("editing.preview")}
          </Link>
          {item.status === "published" ? (
            <>
              {" · "}
              <a href={localize(item.path)}>{t("editing.viewPage")}</a>
            </>
          ) : null}
        </p>
      ) : null}
      <Form method="post" className="editing-form">
        <input type="hidden" name={FIELDS.kind} value={kind} />
        {item ? <input type="hidden" name={FIELDS.baseRevision} value={item.revision} /> : null}
        <div className="editing-langs">
          {LANGS.map((lang) => {
            const saved = item?.text[lang] ?? { title: "", summary: "", body: "" };
            const name = (part: "title" | "summary" | "body") => textField(lang, part);
            return (
              <fieldset key={lang} lang={lang}>
                <legend>{t(`editing.lang.${lang}`)}</legend>
                {missing(lang) ? (
                  <p className="editing-missing">
                    {t("editing.langMissing", { lang: t(`editing.lang.${lang}`) })}
                  </p>
                ) : null}
                <label htmlFor={name("title")}>{t("editing.field.title")}</label>
                <input
                  id={name("title")}
                  name={name("title")}
                  type="text"
                  maxLength={160}
                  required={lang === "en"}
                  defaultValue={value(name("title"), saved.title)}
                  aria-invalid={errorOf(name("title")) ? true : undefined}
                  aria-describedby={describedBy(name("title"))}
                />
                <FieldError name={name("title")} error={errorOf(name("title"))} />
                <label htmlFor={name("summary")}>{t("editing.field.summary")}</label>
                <input
                  id={name("summary")}
                  name={name("summary")}
                  type="text"
                  maxLength={300}
                  defaultValue={value(name("summary"), saved.summary)}
                  aria-invalid={errorOf(name("summary")) ? true : undefined}
                  aria-describedby={describedBy(name("summary"))}
                />
                <FieldError name={name("summary")} error={errorOf(name("summary"))} />
                <label htmlFor={name("body")}>{t("editing.field.body")}</label>
                <textarea
                  id={name("body")}
                  name={name("body")}
                  maxLength={20000}
                  defaultValue={value(name("body"), saved.body)}
                  aria-invalid={errorOf(name("body")) ? true : undefined}
                  aria-describedby={describedBy(name("body"))}
                />
                <FieldError name={name("body")} error={errorOf(name("body"))} />
              </fieldset>
            );
          })}
        </div>
        <div className="editing-facts">
          <FallbackBox
            name={FIELDS.spanishFallback}
            checked={fallback}
            label={t("editing.field.fallback")}
            hint={t("editing.field.fallback.hint")}
          />
          <label htmlFor={FIELDS.slug}>{t("editing.field.slug")}</label>
          <input
            id={FIELDS.slug}
            name={FIELDS.slug}
            type="text"
            maxLength={80}
            defaultValue={value(FIELDS.slug, item?.slug ?? "")}
            aria-invalid={errorOf(FIELDS.slug) ? true : undefined}
            aria-describedby={`slug-hint${errorOf(FIELDS.slug) ? " slug-error" : ""}`}
          />
          <p id="slug-hint">{t("editing.field.slug.hint")}</p>
          <FieldError name={FIELDS.slug} error={errorOf(FIELDS.slug)} />
          <label htmlFor={FIELDS.categoryId}>
            {t(kind === "article" ? "editing.field.section" : "editing.field.category")}
          </label>
          <select
            id={FIELDS.categoryId}
            name={FIELDS.categoryId}
            defaultValue={value(FIELDS.categoryId, String(item?.categoryId ?? ""))}
            aria-invalid={errorOf(FIELDS.categoryId) ? true : undefined}
            aria-describedby={describedBy(FIELDS.categoryId)}
          >
            <option value="">{t("editing.field.category.none")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldError name={FIELDS.categoryId} error={errorOf(FIELDS.categoryId)} />
          <label htmlFor={FIELDS.zoneId}>{t("editing.field.zone")}</label>
          <select
            id={FIELDS.zoneId}
            name={FIELDS.zoneId}
            defaultValue={value(FIELDS.zoneId, String(item?.zoneId ?? ""))}
            aria-invalid={errorOf(FIELDS.zoneId) ? true : undefined}
            aria-describedby={describedBy(FIELDS.zoneId)}
          >
            <option value="">{t("editing.field.zone.none")}</option>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name}
              </option>
            ))}
          </select>
          <FieldError name={FIELDS.zoneId} error={errorOf(FIELDS.zoneId)} />
        </div>
        <KindFields
          kind={kind}
          item={item}
          partners={partners}
          field={{ value, errorOf, describedBy, posted }}
          postedWeekdays={refused?.weekdays ?? null}
        />
        {item ? null : (
          <NewItemPhoto
            photos={photos}
            chosen={value(FIELDS.photoId, "")}
            error={errorOf(FIELDS.photoId)}
          />
        )}
        <div className="editing-workflow">
          <h2>{t("editing.workflow")}</h2>
          <div className="editing-buttons">
            <button
              type="submit"
              name="intent"
              value="save"
              className="admin-button admin-button-primary"
            >
              {item ? t("editing.save") : t("editing.create")}
            </button>
            {!item || moves.includes("published")
              ? MOVE_BUTTONS.filter(([, to]) => to === "published").map(([intent, , label]) => (
                  <button
                    key={intent}
                    type="submit"
                    name="intent"
                    value={intent}
                    className="admin-button"
                  >
                    {t(label)}
                  </button>
                ))
              : null}
            {item
              ? MOVE_BUTTONS.filter(([, to]) => to !== "published" && moves.includes(to)).map(
                  ([intent, to, label]) => (
                    <button
                      key={intent}
                      type="submit"
                      name="intent"
                      value={item.status === "archived" && to === "draft" ? "unarchive" : intent}
                      className={
                        to === "archived" ? "admin-button admin-button-danger" : "admin-button"
                      }
                    >
                      {t(
                        item.status === "archived" && to === "draft" ? "editing.unarchive" : label,
                      )}
                    </button>
                  ),
                )
              : null}
          </div>
          {!item || moves.includes("scheduled") ? (
            <div className="editing-buttons">
              <div>
                <label htmlFor={FIELDS.publishAt}>{t("editing.field.publishAt")}</label>
                <input
                  id={FIELDS.publishAt}
                  name={FIELDS.publishAt}
                  type="datetime-local"
                  defaultValue={value(FIELDS.publishAt, publishAtForInput(item?.publishAt ?? null))}
                  aria-invalid={errorOf(FIELDS.publishAt) ? true : undefined}
                  aria-describedby={describedBy(FIELDS.publishAt)}
                />
                <FieldError name={FIELDS.publishAt} error={errorOf(FIELDS.publishAt)} />
              </div>
              <button type="submit" name="intent" value="schedule" className="admin-button">
                {t("editing.schedule")}
              </button>
            </div>
          ) : null}
        </div>
      </Form>
      {item ? <PhotoPicker photo={photo} photos={photos} error={errorOf(FIELDS.photoId)} /> : null}
      {item ? <Revisions revisions={revisions} /> : null}
    </>
  );
}

function Revisions({ revisions }: { revisions: RevisionView[] }) {
  const t = useT();
  return (
    <RevisionHistory
      revisions={revisions}
      reason={(revision) =>
        revision.reason === "status"
          ? t("editing.reason.status", { status: t(`editing.status.${revision.status}`) })
          : t(`editing.reason.${revision.reason}` as MessageKey)
      }
    />
  );
}
