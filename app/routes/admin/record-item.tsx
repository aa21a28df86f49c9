import { FallbackBox } from "../../features/editing/FallbackBox.tsx";
import "./editing.css";
import "./records.css";
import "./record-drafts.css";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, Link, useActionData } from "react-router";
import type { RecordRevisionView } from "../../../core/contract/records.ts";
import { LANGS, type Lang } from "../../../core/i18n.ts";
import { imageUrl } from "../../../core/image-variants.ts";
import {
  type LatLng,
  parsePolygonText,
  polygonText,
  RECORD_SPECS,
  type RecordField,
} from "../../../core/records.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { publishAtForInput } from "../../features/editing/fields.ts";
import { RevisionHistory } from "../../features/editing/RevisionHistory.tsx";
import {
  inputName,
  labelOf,
  pointInput,
  type RecordRefusal,
} from "../../features/records/fields.ts";
import { recordItemAction, recordItemLoader } from "../../features/records/load.server.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/record-item";

needMessages("records");
needMessages("admin");

/** The outline's map editor: Leaflet, loaded after hydration only where a zone is edited. */
const OutlineMap = lazy(() => import("../../features/records/OutlineMap.tsx"));

/**
 * One record (issue 15, decision 106), `/admin/records/:kind/:id` (`new` for a new one): its
 * form drawn from the kind's field descriptions (core/records.ts), English and Spanish side by
 * side with what is missing marked, and its revisions. One form, posted without JavaScript as
 * with it, checked by the API's own schema (core/contract/records.ts).
 */
export const loader = (args: Route.LoaderArgs) => recordItemLoader(args);
export const action = (args: Route.ActionArgs) => recordItemAction(args);
export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.nav.recordItem");

type Values = Record<string, unknown>;

export default function RecordItem({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalize();
  const refused = useActionData<RecordRefusal>();
  const { kind, record, revisions, choices, photos, photoQuery, done, deletable } = loaderData;
  const spec = RECORD_SPECS[kind];
  const document = (record?.document ?? {}) as Values;
  const texts = (document.text ?? {}) as Partial<Record<Lang, Record<string, string>>>;
  const posted = refused?.posted;
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) summary.current?.focus();
  }, [refused]);
  const form: FormProps = {
    value: (name, saved) => posted?.[name] ?? saved,
    error: (name) => refused?.fields?.[name],
    posted: Boolean(posted),
  };
  const errors = Object.entries(refused?.fields ?? {});
  const kindName = t(`records.kind.${kind}`);
  return (
    <>
      <p>
        <Link to={localize(`/admin/records/${kind}`)}>{t("records.backToList")}</Link>
      </p>
      <h1>
        {record
          ? t("records.edit.title", { title: record.title })
          : t("records.create.title", { kind: kindName })}
      </h1>
      <div role="status">
        {done && !refused ? (
          <p className="admin-notice">{t(`records.done.${done}` as MessageKey)}</p>
        ) : null}
      </div>
      {refused ? (
        <div ref={summary} tabIndex={-1} role="alert" className="admin-error">
          <p>{t(refused.error === "fields" ? "records.fixErrors" : `records.${refused.error}`)}</p>
          {errors.length > 0 ? (
            <ul>
              {errors.map(([name, key]) => (
                <li key={name}>
                  <a href={`#${anchorOf(name, spec.fields)}`}>{t(key)}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {/* The previews are document loads, not client navigations: only their answer may frame. */}
      {record?.draft ? <DraftWaiting kind={kind} id={record.id} draft={record.draft} /> : null}
      {record && !record.draft ? (
        <p className="editing-actions">
          <Link
            reloadDocument
            className="admin-button"
            to={localize(`/admin/records/${kind}/${record.id}/preview`)}
          >
            {t("records.draft.previewLive")}
          </Link>
        </p>
      ) : null}
      {spec.fields.some((field) => field.type === "photo") ? (
        <PhotoSearch query={photoQuery} found={photos.length} />
      ) : null}
      <Form method="post" className="editing-form records-form">
        {record ? <input type="hidden" name="baseRevision" value={record.revision} /> : null}
        <div className="editing-langs">
          {LANGS.map((lang) => (
            <fieldset key={lang} lang={lang}>
              <legend>{t(`records.lang.${lang}`)}</legend>
              {record?.missingLangs.includes(lang) ? (
                <p className="editing-missing">
                  {lang === "es" && document.spanishFallback === true
                    ? t("records.langMissing.fallback")
                    : t("records.langMissing", { lang: t(`records.lang.${lang}`) })}
                </p>
              ) : null}
              {spec.fields
                .filter((field) => field.translated)
                .map((field) => (
                  <FieldInput
                    key={field.name}
                    field={field}
                    name={inputName(field, lang)}
                    saved={texts[lang]?.[field.name] ?? ""}
                    required={lang === "en" && field.required === true}
                    form={form}
                    photos={photos}
                  />
                ))}
            </fieldset>
          ))}
        </div>
        <div className="editing-facts">
          <FallbackBox
            name="spanishFallback"
            checked={posted ? posted.spanishFallback === "on" : document.spanishFallback === true}
            label={t("records.field.spanishFallback")}
            hint={t("records.field.spanishFallback.hint")}
          />
        </div>
        <fieldset className="editing-facts">
          <legend>{t("records.facts")}</legend>
          {spec.fields
            .filter((field) => !field.translated)
            .map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                name={inputName(field)}
                saved={document[field.name]}
                required={field.required === true}
                form={form}
                choices={field.choices ? choices[field.choices] : undefined}
                photos={photos}
                fixed={Boolean(record && field.createOnly)}
                tickedWhenNew={field.name === spec.shownField}
              />
            ))}
        </fieldset>
        {record ? (
          <fieldset className="editing-facts records-draft">
            <legend>{t("records.draft.legend")}</legend>
            <p id="draft-about">{t("records.draft.about")}</p>
            <label htmlFor="publishAt">{t("records.draft.publishAt")}</label>
            <input
              id="publishAt"
              name="publishAt"
              type="datetime-local"
              defaultValue={form.value(
                "publishAt",
                publishAtForInput(record.draft?.publishAt ?? null),
              )}
              aria-invalid={form.error("publishAt") ? true : undefined}
              aria-describedby={form.error("publishAt") ? "publishAt-error" : "draft-about"}
            />
            {form.error("publishAt") ? (
              <p id="publishAt-error" className="editing-error">
                {t(form.error("publishAt") as MessageKey)}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <p className="editing-buttons">
          <button
            type="submit"
            name="intent"
            value="save"
            className="admin-button admin-button-primary"
          >
            {record ? t("records.save") : t("records.create")}
          </button>
          {record ? (
            <button type="submit" name="intent" value="draft" className="admin-button">
              {t("records.saveDraft")}
            </button>
          ) : null}
        </p>
      </Form>
      {record && deletable ? (
        <Form method="post" className="editing-restore">
          <button
            type="submit"
            name="intent"
            value="delete"
            className="admin-button admin-button-danger"
          >
            {t("records.delete")}
          </button>
        </Form>
      ) : null}
      {record ? <Revisions revisions={revisions} /> : null}
    </>
  );
}

/**
 * The notice of a waiting draft (decision 108): the form above shows the draft, the site the
 * published version; publish it, discard it, or preview it and the published version.
 */
function DraftWaiting({
  kind,
  id,
  draft,
}: {
  kind: string;
  id: number;
  draft: { revision: number; publishAt: string | null };
}) {
  const t = useT();
  const localize = useLocalize();
  return (
    <section className="records-draft-notice" aria-labelledby="draft-waiting">
      <p id="draft-waiting">
        <strong>{t("records.draft.waiting")}</strong>
      </p>
      {draft.publishAt ? (
        <p>
          {t("records.draft.scheduled", {
            when: publishAtForInput(draft.publishAt).replace("T", " "),
          })}
        </p>
      ) : null}
      <Form method="post" className="editing-actions">
        <button
          type="submit"
          name="intent"
          value="publishDraft"
          className="admin-button admin-button-primary"
        >
          {t("records.draft.publish")}
        </button>
        <button type="submit" name="intent" value="discardDraft" className="admin-button">
          {t("records.draft.discard")}
        </button>
        <Link
          reloadDocument
          className="admin-button"
          to={localize(`/admin/records/${kind}/${id}/preview?version=draft`)}
        >
          {t("records.draft.previewDraft")}
        </Link>
        <Link
          reloadDocument
          className="admin-button"
          to={localize(`/admin/records/${kind}/${id}/preview`)}
        >
          {t("records.draft.previewLive")}
        </Link>
      </Form>
    </section>
  );
}

/** Where an error summary's link leads: the input, or a group's first input. */
function anchorOf(name: string, fields: readonly RecordField[]): string {
  const field = fields.find((f) => f.name === name);
  return field?.type === "coordinates" ? pointInput(name, "lat") : name;
}

/**
 * A search of the library for the form's photo lists (a plain GET, so it works without
 * JavaScript): they hold the newest photos with both alt texts, or those it finds. It reloads
 * the form, so it comes before it.
 */
function PhotoSearch({ query, found }: { query: string; found: number }) {
  const t = useT();
  return (
    <Form method="get" role="search" className="records-photo-search">
      <label htmlFor="photo-search">{t("records.photoSearch.label")}</label>
      <div>
        <input
          id="photo-search"
          type="search"
          name="photos"
          maxLength={100}
          defaultValue={query}
          aria-describedby="photo-search-hint"
        />
        <button type="submit" className="admin-button">
          {t("records.photoSearch.submit")}
        </button>
      </div>
      <p id="photo-search-hint">
        {query
          ? found > 0
            ? t("records.photoSearch.found", { query })
            : t("records.photoSearch.none", { query })
          : t("records.photoSearch.hint")}
      </p>
    </Form>
  );
}

/** Fields with a hint of their own (`records.field.<name>.hint`), besides photos and outlines. */
const HINTED = new Set(["active", "repeatsYearly", "shown", "archived", "spanishSlug"]);

type FormProps = {
  value: (name: string, saved: string) => string;
  error: (name: string) => MessageKey | undefined;
  posted: boolean;
};

/** One field of the form, drawn from its description. */
function FieldInput({
  field,
  name,
  saved,
  required,
  form,
  choices,
  photos,
  fixed = false,
  tickedWhenNew = false,
}: {
  field: RecordField;
  name: string;
  saved: unknown;
  required: boolean;
  form: FormProps;
  choices?: { id: number; name: string }[] | undefined;
  photos?: { path: string; name: string }[];
  /** Chosen when the record was made, shown but not changed (`createOnly`). */
  fixed?: boolean;
  /** A box ticked on a new record's form: a kind's `shownField` (not "archived", nor "yearly"). */
  tickedWhenNew?: boolean;
}) {
  const t = useT();
  const error = form.error(name);
  const hintKey = field.type === "polygon" || field.type === "photo" || HINTED.has(field.name);
  const hintId = hintKey ? `${name}-hint` : undefined;
  const describedBy = [hintId, error ? `${name}-error` : undefined].filter(Boolean).join(" ");
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
  const hint = hintId ? (
    <p id={hintId}>{t(`records.field.${field.label ?? field.name}.hint` as MessageKey)}</p>
  ) : null;
  const errorLine = error ? (
    <p id={`${name}-error`} className="editing-error">
      {t(error)}
    </p>
  ) : null;
  const label = t(labelOf(field));

  if (field.type === "checkbox") {
    const checked = form.posted
      ? form.value(name, "") === "on"
      : saved === undefined
        ? tickedWhenNew
        : saved === true;
    return (
      <div>
        <label>
          <input type="checkbox" name={name} defaultChecked={checked} {...aria} /> {label}
        </label>
        {hint}
        {errorLine}
      </div>
    );
  }
  if (field.type === "coordinates") {
    const point = (saved ?? {}) as { lat?: number; lng?: number };
    return (
      <fieldset className="records-point">
        <legend>{label}</legend>
        {(["lat", "lng"] as const).map((part) => {
          const id = pointInput(name, part);
          return (
            <div key={part}>
              <label htmlFor={id}>{t(`records.field.${part}`)}</label>
              <input
                id={id}
                name={id}
                type="text"
                inputMode="decimal"
                required
                defaultValue={form.value(id, point[part] === undefined ? "" : String(point[part]))}
                {...aria}
              />
            </div>
          );
        })}
        {errorLine}
      </fieldset>
    );
  }
  if (field.type === "polygon") {
    return (
      <PolygonInput name={name} label={label} saved={saved} form={form} aria={aria}>
        {hint}
        {errorLine}
      </PolygonInput>
    );
  }
  if (field.type === "photo") {
    const current = typeof saved === "string" ? saved : "";
    const chosen = form.value(name, current);
    const inLibrary = photos?.some((photo) => photo.path === current);
    return (
      <div>
        <label htmlFor={name}>{label}</label>
        {current ? (
          <img className="records-photo" src={imageUrl(current, 480, 320)} alt="" />
        ) : null}
        <select id={name} name={name} defaultValue={chosen} {...aria}>
          <option value="">{t("records.field.photo.none")}</option>
          {current && !inLibrary ? (
            <option value={current}>{t("records.field.photo.current")}</option>
          ) : null}
          {photos?.map((photo) => (
            <option key={photo.path} value={photo.path}>
              {photo.name}
            </option>
          ))}
        </select>
        {hint}
        {errorLine}
      </div>
    );
  }
  if (field.type === "select") {
    const value = form.value(name, String(saved ?? ""));
    return (
      <div>
        <label htmlFor={name}>{label}</label>
        {fixed ? <input type="hidden" name={name} value={value} /> : null}
        <select
          id={name}
          name={fixed ? undefined : name}
          disabled={fixed}
          required={required}
          defaultValue={value}
          {...aria}
        >
          <option value="">
            {t(`records.field.${field.label ?? field.name}.none` as MessageKey)}
          </option>
          {choices?.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );
  }
  const text = saved === null || saved === undefined ? "" : String(saved);
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      {field.type === "textarea" || field.type === "markdown" ? (
        <textarea
          id={name}
          name={name}
          maxLength={field.max}
          required={required}
          defaultValue={form.value(name, text)}
          {...aria}
        />
      ) : (
        <input
          id={name}
          name={name}
          type={field.type === "number" ? "number" : field.type === "date" ? "date" : "text"}
          min={field.min}
          max={field.type === "number" ? field.max : undefined}
          maxLength={field.type === "text" ? field.max : undefined}
          readOnly={fixed}
          required={required}
          defaultValue={form.value(name, text)}
          {...aria}
        />
      )}
      {hint}
      {errorLine}
    </div>
  );
}

/**
 * A polygon: a point a line in a textarea, which is all there is without JavaScript; once the
 * page runs, a map under it shows the outline with a handle per point to drag, and the textarea
 * follows every move (and the map the textarea).
 */
function PolygonInput({
  name,
  label,
  saved,
  form,
  aria,
  children,
}: {
  name: string;
  label: string;
  saved: unknown;
  form: FormProps;
  aria: { "aria-invalid": true | undefined; "aria-describedby": string | undefined };
  children: React.ReactNode;
}) {
  const t = useT();
  const initial = form.value(name, polygonText((saved ?? []) as LatLng[]));
  const [text, setText] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const points = parsePolygonText(text) ?? [];
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        name={name}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        {...aria}
      />
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <section aria-labelledby={`${name}-map-title`}>
            <h2 id={`${name}-map-title`}>{t("records.map")}</h2>
            <p>{t("records.map.hint")}</p>
            <OutlineMap points={points} onChange={(next) => setText(polygonText(next))} />
          </section>
        </Suspense>
      ) : null}
    </div>
  );
}

function Revisions({ revisions }: { revisions: RecordRevisionView[] }) {
  const t = useT();
  return (
    <RevisionHistory
      revisions={revisions}
      reason={(revision) => t(`records.reason.${revision.reason}` as MessageKey)}
    />
  );
}
