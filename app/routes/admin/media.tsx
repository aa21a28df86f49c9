import "./media.css";
import { Form, Link, useActionData } from "react-router";
import { localizePath } from "../../../core/i18n.ts";
import { imageUrl } from "../../../core/image-variants.ts";
import { PHOTO_ALT_MAX } from "../../../core/media.ts";
import { AdminPager } from "../../features/admin/AdminPager.tsx";
import { adminMeta } from "../../features/admin/head.ts";
import { FocalPicker } from "../../features/media/FocalPicker.tsx";
import {
  type MediaRefusal,
  mediaAction,
  mediaLoader,
} from "../../features/media/library.server.ts";
import { Uploader } from "../../features/media/Uploader.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/media";

needMessages("media");

/**
 * The photo library (issue 15, decision 098), `/admin/media`, for editors: upload (several at
 * once with JavaScript, one without), search, describe in both languages, set the focal point,
 * put a photo on an item or take it off, delete an unused one. Every form works without
 * JavaScript; every write is audited.
 */
export const loader = (args: Route.LoaderArgs) => mediaLoader(args);
export const action = (args: Route.ActionArgs) => mediaAction(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "media.title");

/** The crops the site draws photos at, one small variant each, to check the focal point. */
const CROPS = [
  { width: 320, height: 240 },
  { width: 320, height: 213 },
  { width: 320, height: 180 },
  { width: 280, height: 280 },
] as const;

type Photo = Route.ComponentProps["loaderData"]["photos"][number];

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const refused = useActionData<MediaRefusal>();
  const { photos, editing, q, done, doneTitle } = loaderData;
  const here = localizePath("/admin/media", lang);
  const editLink = (photo: Photo) => {
    const query = new URLSearchParams({ edit: String(photo.id) });
    if (q) query.set("q", q);
    return `${here}?${query}`;
  };
  return (
    <>
      <h1>{t("media.title")}</h1>
      <p>{t("media.intro")}</p>
      <div role="status">
        {done && !refused ? (
          <p className="admin-notice">
            {done === "uploaded"
              ? t("media.upload.saved")
              : done === "saved"
                ? t("media.saved")
                : done === "deleted"
                  ? t("media.deleted")
                  : done === "attached"
                    ? t("media.attach.done", { title: doneTitle ?? "" })
                    : done === "detached"
                      ? t("media.detach.done", { title: doneTitle ?? "" })
                      : null}
          </p>
        ) : null}
      </div>
      {refused ? (
        <p role="alert" className="admin-error">
          {refused.error === "file"
            ? t("media.error.file", { reason: refused.reason ?? "" })
            : t(`media.error.${refused.error}`)}
        </p>
      ) : null}
      {editing ? (
        <PhotoEditor
          key={`${editing.id}-${editing.updatedAt}`}
          photo={editing}
          loaderData={loaderData}
        />
      ) : (
        <Uploader />
      )}
      <section aria-labelledby="media-list">
        <h2 id="media-list">{t("media.title")}</h2>
        <Form method="get" className="admin-filters" role="search" aria-label={t("media.search")}>
          <label>
            {t("media.search")}
            <input type="search" name="q" defaultValue={q} maxLength={100} />
          </label>
          <button type="submit" className="admin-button">
            {t("media.search.submit")}
          </button>
          {q ? <Link to={here}>{t("media.search.clear")}</Link> : null}
        </Form>
        {photos.length === 0 ? (
          <p className="admin-notice">{t(q ? "media.noMatch" : "media.empty")}</p>
        ) : (
          <ul className="media-grid">
            {photos.map((photo) => (
              <li key={photo.id}>
                <img
                  src={imageUrl(photo.src, 480, 320)}
                  width={480}
                  height={320}
                  alt={photo.alt[lang] || ""}
                  loading="lazy"
                />
                <p className="media-name">{photo.fileName}</p>
                <p className={photo.ready ? "media-ready" : "media-missing"}>
                  {photo.ready ? t("media.ready") : t("media.altMissing")}
                </p>
                <p>
                  {photo.usedBy.length > 0 ? (
                    <>
                      {t("media.usedOn")}{" "}
                      {photo.usedBy.map((use, index) => (
                        <span key={use.id}>
                          {index > 0 ? ", " : null}
                          <Link to={localizePath(`/admin/content/${use.id}`, lang)}>
                            {use.title}
                          </Link>
                        </span>
                      ))}
                    </>
                  ) : (
                    t("media.unused")
                  )}
                </p>
                <Link to={editLink(photo)} className="admin-link">
                  {t("media.edit", { name: photo.fileName })}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <AdminPager
          page={loaderData.page}
          pageSize={loaderData.pageSize}
          total={loaderData.total}
        />
      </section>
    </>
  );
}

function PhotoEditor({
  photo,
  loaderData,
}: {
  photo: NonNullable<Route.ComponentProps["loaderData"]["editing"]>;
  loaderData: Route.ComponentProps["loaderData"];
}) {
  const t = useT();
  const lang = useLang();
  const here = localizePath("/admin/media", lang);
  const original = localizePath(`/admin/media/${photo.id}/original`, lang);
  const { itemQuery, candidates } = loaderData;
  return (
    <section aria-labelledby="media-editor" className="media-editor">
      <h2 id="media-editor">{t("media.editor.heading", { name: photo.fileName })}</h2>
      <p>
        {t("media.editor.size", {
          width: photo.width,
          height: photo.height,
          kb: Math.round(photo.byteSize / 1024),
          who: photo.uploadedBy,
        })}
      </p>
      <Link to={here} className="admin-link">
        {t("media.editor.close")}
      </Link>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={photo.id} />
        <p id="media-alt-help">{t("media.alt.help", { max: PHOTO_ALT_MAX })}</p>
        <label>
          {t("media.alt.en")}
          <input
            name="altEn"
            lang="en"
            defaultValue={photo.alt.en}
            maxLength={PHOTO_ALT_MAX}
            aria-describedby="media-alt-help"
          />
        </label>
        <label>
          {t("media.alt.es")}
          <input
            name="altEs"
            lang="es"
            defaultValue={photo.alt.es}
            maxLength={PHOTO_ALT_MAX}
            aria-describedby="media-alt-help"
          />
        </label>
        <FocalPicker
          name={photo.fileName}
          original={original}
          width={photo.width}
          height={photo.height}
          initial={photo.focal}
        />
        <button type="submit" className="admin-button admin-button-primary">
          {t("media.save")}
        </button>
      </Form>
      <h3>{t("media.focal.crops")}</h3>
      <ul className="media-crops">
        {CROPS.map((crop) => (
          <li key={`${crop.width}x${crop.height}`}>
            <img
              src={imageUrl(photo.src, crop.width, crop.height)}
              width={crop.width}
              height={crop.height}
              alt=""
            />
          </li>
        ))}
      </ul>
      <h3>{t("media.attach.heading")}</h3>
      {photo.usedBy.length > 0 ? (
        <ul className="media-uses">
          {photo.usedBy.map((use) => (
            <li key={use.id}>
              {t("media.attach.current", {
                title: `${use.title} (${t(`media.catalog.${use.catalog}`)})`,
              })}{" "}
              <Link to={localizePath(`/admin/content/${use.id}`, lang)}>
                {t("media.editItem", { title: use.title })}
              </Link>{" "}
              <Form method="post" className="media-inline">
                <input type="hidden" name="intent" value="detach" />
                <input type="hidden" name="id" value={photo.id} />
                <input type="hidden" name="itemId" value={use.id} />
                <input type="hidden" name="title" value={use.title} />
                <button type="submit" className="admin-button">
                  {t("media.detach.action", { title: use.title })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {photo.ready ? (
        <>
          <Form
            method="get"
            className="admin-filters"
            role="search"
            aria-label={t("media.attach.region")}
          >
            <input type="hidden" name="edit" value={photo.id} />
            <label>
              {t("media.attach.search")}
              <input type="search" name="item" defaultValue={itemQuery} maxLength={100} />
            </label>
            <button type="submit" className="admin-button">
              {t("media.attach.find")}
            </button>
          </Form>
          {itemQuery && candidates.length === 0 ? <p>{t("media.attach.none")}</p> : null}
          {candidates.length > 0 ? (
            <ul className="media-uses">
              {candidates.map((item) => (
                <li key={item.id}>
                  {item.title} ({t(`media.catalog.${item.catalog}`)})
                  {item.photoId === photo.id ? (
                    <> · {t("media.attach.current", { title: item.title })}</>
                  ) : (
                    <>
                      {item.photoId !== null ? (
                        <> · {t("media.attach.other", { title: item.title })}</>
                      ) : null}{" "}
                      <Form method="post" className="media-inline">
                        <input type="hidden" name="intent" value="attach" />
                        <input type="hidden" name="id" value={photo.id} />
                        <input type="hidden" name="itemId" value={item.id} />
                        <input type="hidden" name="title" value={item.title} />
                        <button type="submit" className="admin-button admin-button-primary">
                          {t("media.attach.action", { title: item.title })}
                        </button>
                      </Form>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="admin-notice">{t("media.attach.needsAlt")}</p>
      )}
      {photo.usedBy.length === 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={photo.id} />
          <button type="submit" className="admin-button admin-button-danger">
            {t("media.delete")}
          </button>
        </Form>
      ) : (
        <p>{t("media.deleteInUse")}</p>
      )}
    </section>
  );
}
