import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { imageUrl } from "../../../core/image-variants.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLocalize, useT } from "../../i18n/index.ts";
import { AdminPager } from "../admin/AdminPager.tsx";
import { FieldError } from "./FieldError.tsx";
import { FIELDS } from "./fields.ts";

needMessages("editing");

type Pickable = { id: number; src: string; fileName: string; alt: string };
type PhotoPage = { items: Pickable[]; page: number; pageSize: number; total: number };

/**
 * The item's photo (decision 098): the one it shows, a button to take it off (the drawing shows
 * again), and a page of the library's photos that have both alt texts to choose from. Plain
 * forms that post to the edit screen, so it works without JavaScript.
 */
export function PhotoPicker({
  photo,
  photos,
  error,
}: {
  photo: Pickable | null;
  photos: PhotoPage;
  error: MessageKey | undefined;
}) {
  const t = useT();
  return (
    <PhotoSection photos={photos}>
      {photo ? (
        <div className="editing-photo-current">
          <img src={imageUrl(photo.src, 480, 320)} width={480} height={320} alt={photo.alt} />
          <p>{t("editing.photo.current")}</p>
          <Form method="post">
            <button type="submit" name="intent" value="removePhoto" className="admin-button">
              {t("editing.photo.remove")}
            </button>
          </Form>
        </div>
      ) : (
        <p>{t("editing.photo.none")}</p>
      )}
      {photos.items.length > 0 ? (
        <Form method="post">
          <PhotoChoices photos={photos} chosen={photo?.id ?? null} error={error} />
          <button type="submit" name="intent" value="photo" className="admin-button">
            {t("editing.photo.use")}
          </button>
        </Form>
      ) : null}
    </PhotoSection>
  );
}

/**
 * A new item's photo, chosen inside its form and saved with its first save: the drawing (the
 * default) or a photo of this page of the library.
 */
export function NewItemPhoto({
  photos,
  chosen,
  error,
}: {
  photos: PhotoPage;
  /** The posted choice when a post was refused ("" for the drawing). */
  chosen: string;
  error: MessageKey | undefined;
}) {
  return (
    <PhotoSection photos={photos}>
      {photos.items.length > 0 ? (
        <PhotoChoices
          photos={photos}
          chosen={chosen === "" ? null : Number(chosen)}
          error={error}
          drawing
        />
      ) : null}
    </PhotoSection>
  );
}

/** The photo's section: its title, what comes first, the library's page and where it is. */
function PhotoSection({ photos, children }: { photos: PhotoPage; children: ReactNode }) {
  const t = useT();
  const localize = useLocalize();
  return (
    <section aria-labelledby="photo-title" className="editing-photo">
      <h2 id="photo-title">{t("editing.photo.title")}</h2>
      {children}
      {photos.items.length === 0 ? (
        <p className="admin-notice">{t("editing.photo.empty")}</p>
      ) : null}
      {photos.total > photos.pageSize ? (
        <AdminPager page={photos.page} pageSize={photos.pageSize} total={photos.total} />
      ) : null}
      <p>
        <Link to={localize("/admin/media")}>{t("editing.photo.library")}</Link>
      </p>
    </section>
  );
}

/**
 * The library's photos as radio buttons named `photoId`; with `drawing`, a first choice of none
 * (the page keeps its drawing), else one must be chosen.
 */
function PhotoChoices({
  photos,
  chosen,
  error,
  drawing = false,
}: {
  photos: PhotoPage;
  chosen: number | null;
  error: MessageKey | undefined;
  drawing?: boolean;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={`photo-hint${error ? ` ${FIELDS.photoId}-error` : ""}`}>
      <legend>{t("editing.photo.choose")}</legend>
      <p id="photo-hint">{t("editing.photo.hint")}</p>
      <FieldError name={FIELDS.photoId} error={error} />
      {drawing ? (
        <label className="editing-photo-drawing">
          <input
            type="radio"
            name={FIELDS.photoId}
            value=""
            defaultChecked={chosen === null}
            aria-invalid={error ? true : undefined}
          />{" "}
          {t("editing.photo.keepDrawing")}
        </label>
      ) : null}
      <ul className="editing-photo-grid">
        {photos.items.map((choice) => (
          <li key={choice.id}>
            <label>
              <input
                type="radio"
                name={FIELDS.photoId}
                value={choice.id}
                defaultChecked={choice.id === chosen}
                required={!drawing}
                aria-invalid={error ? true : undefined}
              />
              <img
                src={imageUrl(choice.src, 480, 320)}
                width={480}
                height={320}
                alt=""
                loading="lazy"
              />
              <span>{choice.alt}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
