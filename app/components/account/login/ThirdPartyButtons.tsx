import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { OfferedProvider } from "./third-party-loading.js";
import type { ProviderSdk, ThirdPartyProvider } from "./third-party.js";

interface Props {
  providers: OfferedProvider[];
  /** The providers' own buttons may show: the legal consent is given, or not needed (SPEC §5). */
  consented: boolean;
  disabled: boolean;
  onChoose: (provider: ThirdPartyProvider) => void;
  onIdToken: (provider: ThirdPartyProvider, idToken: string) => void;
}

/**
 * The configured providers' sign-in (SPEC §2); the dialog leaves them out in WeChat's browser. A provider that
 * draws its own button (Google) shows it once its SDK is ready and the consent given; until then the site's
 * button stands in its place, asking for the consent or saying the provider is not available.
 */
export function ThirdPartyButtons({ providers, consented, disabled, onChoose, onIdToken }: Props) {
  const { t } = useTranslation();
  return (
    <section className="login-third-party" aria-label={t("login.thirdParty.label")}>
      <p className="login-third-party__or">{t("login.thirdParty.or")}</p>
      <ul className="login-third-party__list">
        {providers.map(({ provider, sdk, status }) => (
          <li key={provider}>
            {sdk.kind === "button" && status === "ready" && consented ? (
              <ProviderDrawnButton sdk={sdk} onIdToken={(idToken) => onIdToken(provider, idToken)} />
            ) : (
              <button
                type="button"
                className={`button login-third-party__button login-third-party__button--${provider}`}
                disabled={disabled}
                onClick={() => onChoose(provider)}
              >
                {t(`login.thirdParty.${provider}`)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProviderDrawnButton({ sdk, onIdToken }: { sdk: Extract<ProviderSdk, { kind: "button" }>; onIdToken: (idToken: string) => void }) {
  const slot = useRef<HTMLDivElement>(null);
  // The latest handler, without drawing the button again on every render.
  const handler = useRef(onIdToken);
  handler.current = onIdToken;
  useEffect(() => sdk.drawButton(slot.current!, (idToken) => handler.current(idToken)), [sdk]);
  return <div ref={slot} className="login-third-party__drawn" />;
}
