import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";

export type AdChannel = ResponseOf<"adminListResources">["channels"][number];

interface Props {
  channels: AdChannel[];
  /** The channels the ad is for now; none, every channel. */
  chosen: readonly number[];
  invalid: boolean;
}

/** Which shop channels a shop ad is for: the ticked ones, or every channel when none is (decision 0022). */
export function AdChannelsField({ channels, chosen, invalid }: Props) {
  const { t } = useTranslation("admin");
  const hintId = useId();
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={hintId}>
      <legend>{t("ads.channels")}</legend>
      <p className="admin-field__hint" id={hintId}>
        {t("ads.channelsHint")}
      </p>
      <ul className="admin-checks">
        {channels.map((channel) => (
          <li key={channel.id}>
            <label className="admin-check">
              <input type="checkbox" name="channelIds" value={channel.id} defaultChecked={chosen.includes(channel.id)} /> {channel.name}
            </label>
          </li>
        ))}
      </ul>
      {invalid && <p className="admin-field__error">{t("ads.channelsInvalid")}</p>}
    </fieldset>
  );
}
