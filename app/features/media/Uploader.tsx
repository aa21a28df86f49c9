import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TYPES } from "../../../core/media.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";

needMessages("media");

type Upload = {
  key: number;
  name: string;
  percent: number;
  state: "sending" | "done" | "failed";
  reason?: string;
};

const MB = PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * The library's upload: without JavaScript a plain form posts one file to the screen's action;
 * with it, several files at once, chosen or dropped, each sent to the API with its own progress
 * bar (XHR upload progress), and the list refreshed when they are all in.
 */
export function Uploader() {
  const t = useT();
  const lang = useLang();
  const [enhanced, setEnhanced] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const pending = useRef(0);
  const nextKey = useRef(1);
  const revalidator = useRevalidator();
  useEffect(() => setEnhanced(true), []);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const finished = () => {
    pending.current -= 1;
    if (pending.current === 0) void revalidator.revalidate();
  };

  function send(files: readonly File[]) {
    for (const file of files) {
      const key = nextKey.current++;
      const upload: Upload = { key, name: file.name, percent: 0, state: "sending" };
      if (file.size > PHOTO_UPLOAD_MAX_BYTES) {
        setUploads((list) => [
          ...list,
          { ...upload, state: "failed", reason: t("media.upload.tooLarge", { mb: MB }) },
        ]);
        continue;
      }
      setUploads((list) => [...list, upload]);
      pending.current += 1;
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/api/admin/media?name=${encodeURIComponent(file.name)}`);
      // The API says why a file was refused in the request's language: the screen's.
      xhr.setRequestHeader("Accept-Language", lang);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) {
          update(key, { percent: Math.round((event.loaded / event.total) * 100) });
        }
      };
      xhr.onload = () => {
        if (xhr.status === 201) update(key, { percent: 100, state: "done" });
        else {
          let reason = t("media.upload.network");
          try {
            reason = (JSON.parse(xhr.responseText) as { message?: string }).message ?? reason;
          } catch {
            // Not the API's JSON: the generic words stay.
          }
          if (xhr.status === 413) reason = t("media.upload.tooLarge", { mb: MB });
          update(key, { state: "failed", reason });
        }
        finished();
      };
      xhr.onerror = () => {
        update(key, { state: "failed", reason: t("media.upload.network") });
        finished();
      };
      xhr.send(file);
    }
  }

  return (
    <section aria-labelledby="media-upload" className="media-upload">
      <h2 id="media-upload">{t("media.upload.heading")}</h2>
      <form
        method="post"
        encType="multipart/form-data"
        className={`media-drop${dragging ? " media-drop-active" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          send([...event.dataTransfer.files]);
        }}
        onSubmit={(event) => {
          if (!enhanced) return;
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem("file") as HTMLInputElement | null;
          send([...(input?.files ?? [])]);
          if (input) input.value = "";
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        {enhanced ? <p>{t("media.upload.drop")}</p> : null}
        <label>
          {t(enhanced ? "media.upload.files" : "media.upload.file", { mb: MB })}
          <input
            type="file"
            name="file"
            accept={PHOTO_UPLOAD_TYPES.join(",")}
            multiple={enhanced}
            required
            onChange={(event) => {
              if (!enhanced) return;
              send([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
        </label>
        <button type="submit" className="admin-button admin-button-primary">
          {t("media.upload.submit")}
        </button>
      </form>
      {uploads.length > 0 ? (
        <ul className="media-uploads">
          {uploads.map((upload) => (
            <li key={upload.key}>
              <label>
                {upload.state === "failed"
                  ? t("media.upload.failed", { name: upload.name, reason: upload.reason ?? "" })
                  : upload.state === "done"
                    ? t("media.upload.done", { name: upload.name })
                    : t("media.upload.progress", { name: upload.name })}
                <progress max={100} value={upload.percent} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
