import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { isChannelLocation, type LocationKey } from "../../schemas/location-keys.js";
import { Field } from "../../ui/Field.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { AdChannelsField, type AdChannel } from "./AdChannelsField.js";

export type AdminAd = ResponseOf<"adminListResources">["list"][number];

export const SAVE_AD = "saveAd";

interface Props {
  locationKey: LocationKey;
  /** The shop channels a shop ad can be for. */
  channels: AdChannel[];
  /** The ad to change; without it, the form adds one. */
  ad?: AdminAd;
}

/**
 * An ad's link, image, window, order, whether it shows and, at the shop's locations, its channels: adds one
 * at a location, or changes one.
 */
export function AdForm({ locationKey, channels, ad }: Props) {
  const { t } = useTranslation("admin");
  const { fetcher, formRef, outcome, busy, invalidFields, failure } = useFormFetcher<typeof SAVE_AD, { id: number }>({ resetOnSuccess: !ad });
  const errorOf = (field: string, key: string) => (invalidFields.includes(field) ? t(key) : null);
  return (
    <fetcher.Form method="post" className="admin-form" ref={formRef} noValidate>
      <input type="hidden" name="intent" value={SAVE_AD} />
      <input type="hidden" name="locationKey" value={locationKey} />
      {ad && <input type="hidden" name="id" value={ad.id} />}
      <Field look="tool" label={t("ads.url")} hint={t("ads.addressHint")} error={errorOf("url", "ads.addressInvalid")}>
        {(control) => <input {...control} name="url" defaultValue={ad?.url} required />}
      </Field>
      <Field look="tool" label={t("ads.src")} hint={t("ads.addressHint")} error={errorOf("src", "ads.addressInvalid")}>
        {(control) => <input {...control} name="src" defaultValue={ad?.src} required />}
      </Field>
      <Field look="tool" label={t("ads.sort")} hint={t("ads.sortHint")} error={errorOf("sort", "ads.sortInvalid")}>
        {(control) => <input {...control} name="sort" type="number" min={0} max={10000} step={1} defaultValue={ad?.sort ?? 0} />}
      </Field>
      <label className="admin-check">
        <input type="checkbox" name="newWindow" defaultChecked={ad?.newWindow ?? false} /> {t("ads.newWindow")}
      </label>
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={ad?.active ?? true} /> {t("ads.active")}
      </label>
      {isChannelLocation(locationKey) && <AdChannelsField channels={channels} chosen={ad?.channelIds ?? []} invalid={invalidFields.includes("channelIds")} />}
      <FailureAlert failure={failure} />
      <p className="admin-notice" role="status">
        {outcome?.ok ? t(ad ? "ads.saved" : "ads.added") : null}
      </p>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        {t(ad ? "ads.save" : "ads.add")}
      </button>
    </fetcher.Form>
  );
}
