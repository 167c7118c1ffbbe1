import { useTranslation } from "react-i18next";
import { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from "./third-party.js";

interface Props {
  disabled: boolean;
  onChoose: (provider: ThirdPartyProvider) => void;
}

/** Google, Facebook and Apple sign-in (SPEC §2); the dialog leaves them out in WeChat's browser. */
export function ThirdPartyButtons({ disabled, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <section className="login-third-party" aria-label={t("login.thirdParty.label")}>
      <p className="login-third-party__or">{t("login.thirdParty.or")}</p>
      <ul className="login-third-party__list">
        {THIRD_PARTY_PROVIDERS.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={`button login-third-party__button login-third-party__button--${provider}`}
              disabled={disabled}
              onClick={() => onChoose(provider)}
            >
              {t(`login.thirdParty.${provider}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
