import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_PATH, type MediaAsset, type MediaUse } from "../../schemas/api/calls/media.js";
import { Field } from "../../ui/Field.js";
import { SafeImage } from "../../ui/SafeImage.js";
import { AdminTime } from "../frame/AdminTime.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { useMayCall } from "../frame/use-staff.js";
import { DELETE_MEDIA, UPDATE_MEDIA_ALT } from "./intents.js";
import { byteSize } from "./media-texts.js";

/** The smallest WebP variant: what a grid of images shows. */
export function thumbnailOf(asset: Pick<MediaAsset, "variants">) {
  const smallest = asset.variants.filter((variant) => variant.format === "webp").reduce((a, b) => (b.width < a.width ? b : a));
  return { src: `${MEDIA_PATH}${smallest.file}`, width: smallest.width, height: smallest.height };
}

/** One image of the library: what it is, its alt text to change, and (publishers) deleting it once no page shows it. */
export function MediaCard({ asset }: { asset: MediaAsset }) {
  const { t, i18n } = useTranslation("adminMedia");
  const mayDelete = useMayCall("adminDeleteMedia");
  return (
    <li className="media-card">
      <SafeImage className="media-card__image" {...thumbnailOf(asset)} alt={asset.alt} />
      <h3 className="media-card__name">
        {asset.fileName}
      </h3>
      <p className="admin-muted">
        {t("card.size", { width: asset.width, height: asset.height, bytes: byteSize(asset.bytes, i18n.language) })}
        <br />
        {t("card.uploaded", { email: asset.staffEmail })} · <AdminTime value={asset.createdAt} />
        <br />
        <a href={asset.address} target="_blank" rel="noreferrer">
          {t("card.open")}
        </a>
      </p>
      <AltForm asset={asset} />
      {mayDelete && <DeleteMedia asset={asset} />}
    </li>
  );
}

function AltForm({ asset }: { asset: MediaAsset }) {
  const { t } = useTranslation("adminMedia");
  const { fetcher, outcome, busy, invalidFields, failure } = useFormFetcher<typeof UPDATE_MEDIA_ALT, MediaAsset>();
  return (
    <fetcher.Form method="post" className="admin-form media-card__alt" noValidate>
      <input type="hidden" name="intent" value={UPDATE_MEDIA_ALT} />
      <input type="hidden" name="id" value={asset.id} />
      <Field look="tool" label={t("card.alt")} hint={t("card.altHint")} error={invalidFields.includes("alt") ? t("refusals.alt", { max: MEDIA_ALT_MAX_LENGTH }) : null}>
        {(control) => <textarea {...control} name="alt" rows={2} defaultValue={asset.alt} maxLength={MEDIA_ALT_MAX_LENGTH} required />}
      </Field>
      <FailureAlert failure={failure} />
      <p className="admin-notice" role="status">
        {outcome?.ok ? t("card.saved") : null}
      </p>
      <button type="submit" className="admin-button" disabled={busy}>
        {t("card.save")}
      </button>
    </fetcher.Form>
  );
}

/** Delete asks first where the image is used: in use, it names the pages; unused, it asks to confirm. */
function DeleteMedia({ asset }: { asset: MediaAsset }) {
  const { t } = useTranslation("adminMedia");
  const [asking, setAsking] = useState(false);
  const usage = useFetcher<{ list: MediaUse[] }>();
  const { fetcher, busy, failure } = useFormFetcher<typeof DELETE_MEDIA, null>();
  if (!asking) {
    return (
      <button
        type="button"
        className="admin-button admin-button--danger"
        onClick={() => {
          setAsking(true);
          usage.load(`/admin/media/${asset.id}/usage`);
        }}
      >
        {t("delete.open")}
      </button>
    );
  }
  const cancel = (
    <button type="button" className="admin-button" onClick={() => setAsking(false)}>
      {t("delete.cancel")}
    </button>
  );
  const uses = usage.state === "idle" ? usage.data?.list : undefined;
  if (!uses) {
    return (
      <p className="admin-muted" role="status">
        {t("delete.checking")}
      </p>
    );
  }
  if (uses.length > 0) {
    return (
      <div className="media-card__in-use" role="alert">
        <p>{t("delete.inUse", { name: asset.fileName })}</p>
        <ul>
          {uses.map((use) => (
            <li key={use.pageId}>
              <Link to={`/admin/pages/${use.pageId}`}>
                {use.locale} {use.path}
              </Link>{" "}
              {use.title} ({use.versions.map((version) => t(`delete.${version}`)).join(", ")})
            </li>
          ))}
        </ul>
        {cancel}
      </div>
    );
  }
  return (
    <fetcher.Form method="post" className="admin-confirm" role="group" aria-label={t("delete.question", { name: asset.fileName })}>
      <input type="hidden" name="intent" value={DELETE_MEDIA} />
      <input type="hidden" name="id" value={asset.id} />
      <span className="admin-confirm__question">{t("delete.question", { name: asset.fileName })}</span>
      {/* The question replaced the button that had focus: focus goes to the answer. */}
      <button type="submit" className="admin-button admin-button--danger" disabled={busy} autoFocus>
        {t("delete.confirm")}
      </button>
      {cancel}
      <FailureAlert failure={failure} />
    </fetcher.Form>
  );
}
