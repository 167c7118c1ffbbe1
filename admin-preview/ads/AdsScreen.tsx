import { useTranslation } from "react-i18next";
import { isChannelLocation, LOCATION_KEYS } from "../../schemas/location-keys.js";
import type { AdChannel } from "./AdChannelsField.js";
import { AdForm, type AdminAd } from "./AdForm.js";
import { ConfirmButton } from "../frame/ConfirmButton.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { PublisherOnlyNote } from "../frame/PublisherOnlyNote.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { useMayCall } from "../frame/use-staff.js";
import { SafeImage } from "../../ui/SafeImage.js";
import { listFormat } from "../../rules/regional/intl-formats.js";

export const DELETE_AD = "deleteAd";

/**
 * A site's ads by location key, in their order, with the channels each shop ad is for; publishers add,
 * change and delete them (live at once).
 */
export function AdsScreen({ ads, channels }: { ads: AdminAd[]; channels: AdChannel[] }) {
  const { t, i18n } = useTranslation("admin");
  const mayChange = useMayCall("adminSaveResource");
  const channelName = new Map(channels.map((channel) => [channel.id, channel.name]));
  const names = listFormat(i18n.language, {});
  const channelsOf = (ad: AdminAd) =>
    ad.channelIds.length === 0 ? t("ads.everyChannel") : names.format(ad.channelIds.map((id) => channelName.get(id) ?? `#${id}`));
  return (
    <>
      <h2>{t("ads.title")}</h2>
      {!mayChange && <PublisherOnlyNote what="ads" />}
      {LOCATION_KEYS.map((locationKey) => {
        const here = ads.filter((ad) => ad.locationKey === locationKey);
        const forChannels = isChannelLocation(locationKey);
        const titleId = `ads-${locationKey}`;
        return (
          <section key={locationKey} className="admin-panel" aria-labelledby={titleId}>
            <h3 id={titleId}>
              {t(`ads.locations.${locationKey}`)} <code className="admin-muted">{locationKey}</code>
            </h3>
            {here.length === 0 ? (
              <p className="admin-muted">{t("ads.none")}</p>
            ) : (
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t("ads.image")}</th>
                    <th scope="col">{t("ads.url")}</th>
                    {forChannels && <th scope="col">{t("ads.channels")}</th>}
                    <th scope="col">{t("ads.sort")}</th>
                    <th scope="col">{t("ads.shown")}</th>
                    {mayChange && <th scope="col">{t("ads.actions")}</th>}
                  </tr>
                </thead>
                <tbody>
                  {here.map((ad) => (
                    <tr key={ad.id}>
                      <td>
                        <SafeImage className="admin-thumb" src={ad.src} alt="" loading="lazy" />
                        <code>{ad.src}</code>
                      </td>
                      <td>
                        <code>{ad.url}</code>
                        {ad.newWindow && <span className="admin-muted"> {t("ads.opensNewWindow")}</span>}
                      </td>
                      {forChannels && <td>{channelsOf(ad)}</td>}
                      <td>{ad.sort}</td>
                      <td>{t(ad.active ? "ads.activeYes" : "ads.activeNo")}</td>
                      {mayChange && (
                        <td>
                          <details className="admin-edit">
                            <summary>{t("ads.edit")}</summary>
                            <AdForm locationKey={locationKey} channels={channels} ad={ad} />
                          </details>
                          <DeleteAd ad={ad} />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {mayChange && (
              <details className="admin-edit">
                <summary>{t("ads.addHere")}</summary>
                <AdForm locationKey={locationKey} channels={channels} />
              </details>
            )}
          </section>
        );
      })}
    </>
  );
}

function DeleteAd({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation("admin");
  const { fetcher, busy, failure } = useFormFetcher<typeof DELETE_AD, null>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={DELETE_AD} />
      <ConfirmButton label={t("ads.delete")} question={t("ads.deleteQuestion", { url: ad.url })} confirmLabel={t("ads.deleteConfirm")} name="id" value={String(ad.id)} disabled={busy} />
      <FailureAlert failure={failure} />
    </fetcher.Form>
  );
}
