import { useReducer, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_SOURCE_TYPES } from "../../schemas/api/calls/media.js";
import { Field } from "../../ui/Field.js";
import { byteSize, limitValues, refusalText } from "./media-texts.js";
import { awaitsSending, readyToSend, uploadQueue, type QueuedFile } from "./upload-queue.js";
import { uploadFile } from "./upload.js";

/**
 * Images go up by drag and drop or the file picker: each waits for its alt text, then goes up with its
 * progress shown, and says at the end whether it is in the library or why not.
 */
export function MediaUploader({ onUploaded }: { onUploaded: () => void }) {
  const { t, i18n } = useTranslation("adminMedia");
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const sending = queue.some((item) => item.state === "uploading");
  const ready = readyToSend(queue);

  const add = (files: FileList | null) => {
    if (files?.length) dispatch({ type: "add", files: [...files], keyOf: () => `file-${nextKey.current++}` });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  // One at a time: each upload is heavy work for the server, and its progress reads best alone.
  const send = async () => {
    for (const item of ready) {
      dispatch({ type: "start", key: item.key });
      const outcome = await uploadFile(item.file, item.alt.trim(), (sent) => dispatch({ type: "progress", key: item.key, sent }));
      dispatch({ type: "finish", key: item.key, outcome });
      if (outcome.ok) onUploaded();
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="media-upload">
      <h2 id="media-upload">{t("upload.heading")}</h2>
      <div
        className={`media-drop${dragging ? " media-drop--over" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p>
          {t("upload.drop")} {t("upload.or")}{" "}
          <label className="admin-button media-drop__choose">
            {t("upload.choose")}
            <input
              className="media-drop__input"
              type="file"
              accept={MEDIA_SOURCE_TYPES.join(",")}
              multiple
              onChange={(event) => {
                add(event.target.files);
                event.target.value = "";
              }}
            />
          </label>
        </p>
        <p className="admin-muted">{t("upload.limits", limitValues(i18n.language))}</p>
      </div>
      {queue.length > 0 && (
        <>
          <h3 className="media-queue__heading">{t("upload.queue")}</h3>
          <ul className="media-queue">
            {queue.map((item) => (
              <QueueItem
                key={item.key}
                item={item}
                onAlt={(alt) => dispatch({ type: "alt", key: item.key, alt })}
                onRemove={() => dispatch({ type: "remove", key: item.key })}
              />
            ))}
          </ul>
          <button type="button" className="admin-button admin-button--primary" disabled={sending || ready.length === 0} onClick={() => void send()}>
            {ready.length > 1 ? t("upload.startAll") : t("upload.start")}
          </button>
        </>
      )}
    </section>
  );
}

function QueueItem({ item, onAlt, onRemove }: { item: QueuedFile; onAlt: (alt: string) => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation("adminMedia");
  const name = item.file.name;
  const outcome = item.outcome;
  return (
    <li className="media-queue__item">
      <p className="media-queue__name">
        <strong>{name}</strong> <span className="admin-muted">{byteSize(item.file.size, i18n.language)}</span>
      </p>
      {awaitsSending(item) && (
        <Field look="tool" label={t("upload.alt", { name })} hint={t("upload.altHint")}>
          {(control) => <input {...control} value={item.alt} maxLength={MEDIA_ALT_MAX_LENGTH} required onChange={(event) => onAlt(event.target.value)} />}
        </Field>
      )}
      {item.state === "uploading" && <progress className="media-queue__progress" value={item.sent} max={1} aria-label={t("upload.progress", { name })} />}
      {outcome?.ok && (
        <p className="admin-notice" role="status">
          {t(outcome.duplicate ? "upload.duplicate" : "upload.done", { name })}
        </p>
      )}
      {outcome && !outcome.ok && (
        <p className="admin-alert" role="alert">
          {refusalText(t, i18n.language, name, outcome)}
        </p>
      )}
      {item.state !== "uploading" && (
        <button type="button" className="admin-button" aria-label={t("upload.removeNamed", { name })} onClick={onRemove}>
          {t("upload.remove")}
        </button>
      )}
    </li>
  );
}
