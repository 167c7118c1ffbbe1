import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultAreaCode } from "../../../../ui/contact/area-codes.js";
import { CodeScene, ContactType, type ContactTypeValue } from "../../../../schemas/account-values.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { legalConsentNeeded } from "../../../lib/account/after-login.js";
import { COUNTDOWN_COOKIES, useCodeCountdown } from "../../../lib/account/code-countdown.js";
import {
  contactKind,
  contactLabel,
  limitContactInput,
  phoneOrEmail,
  toLoginContact,
  validateContact,
  type LoginContact,
  type LoginInputError,
} from "../../../lib/account/contact-input.js";
import { LoginMode, type LoginModeValue, type LoginRequest } from "../../../lib/account/login-dialog.js";
import { sessionAttribution } from "../../../lib/attribution-store.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { useShell } from "../../shell/use-shell.js";
import { AccountUpdated } from "./AccountUpdated.js";
import { CodeEntry } from "./CodeEntry.js";
import { ContactEntry } from "./ContactEntry.js";
import { LegalConsent } from "./LegalConsent.js";
import {
  failureText,
  loginAttribution,
  outcomeOfPreCheck,
  relatedAccountLabel,
  relatedDestination,
  showsBackArrow,
  typedDestination,
  type CodeDestination,
  type LoginStep,
  type RelatedAccount,
} from "./login-flow.js";
import { RelatedAccounts } from "./RelatedAccounts.js";
import { ThirdPartyButtons } from "./ThirdPartyButtons.js";
import { offeredProviders, thirdPartySignIn, type IdTokenSource, type ThirdPartyProvider } from "./third-party.js";
import { useProviderSdks } from "./third-party-loading.js";
import { ProviderCancelledError, ProviderUnavailableError } from "./third-party-sdk.js";
import { UpdateOffer } from "./UpdateOffer.js";
import { SafeImage } from "../../../../ui/SafeImage.js";

interface Props {
  request: LoginRequest;
  idTokenFor: IdTokenSource;
  onClose: () => void;
  onLoggedIn: (uid: string) => void;
}

type Hint = "alreadyRegistered" | "accountMissing";

/** The login dialog while it is open: its state lives as long as it stays open (SPEC §2 Login dialog, §4). */
export function LoginWindow({ request, idTokenFor, onClose, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const moduleApi = useSiteApi();
  const { api, call } = moduleApi;
  const { site, settings, language, thirdPartySignIn: clientIds = {} } = useShell();
  const areaCodes = site.phoneAreaCodes;
  const phoneCountdown = useCodeCountdown(COUNTDOWN_COOKIES.loginPhone);
  const emailCountdown = useCodeCountdown(COUNTDOWN_COOKIES.loginEmail);
  const countdownOf = (type: ContactTypeValue) => (type === ContactType.phone ? phoneCountdown : emailCountdown);

  const [mode, setMode] = useState<LoginModeValue>(request.mode ?? LoginMode.signIn);
  const [step, setStep] = useState<LoginStep>(1);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [consent, setConsent] = useState({ checked: false, attempts: 0 });
  // Step 1: the contact typed, then the one a code went to, and that code.
  const [contactValue, setContactValue] = useState("");
  const [areaCode, setAreaCode] = useState(() => defaultAreaCode(areaCodes, site.countryCode)?.countryCode ?? "");
  const [contactError, setContactError] = useState<LoginInputError | undefined>();
  const [entered, setEntered] = useState<LoginContact | null>(null);
  const [code, setCode] = useState("");
  const [hint, setHint] = useState<Hint | null>(null);
  // Step 2 and 3: the related accounts, the chosen one once a code went to it, and that code.
  const [related, setRelated] = useState<RelatedAccount[]>([]);
  const [choice, setChoice] = useState<number | null>(null);
  const [noChoice, setNoChoice] = useState(false);
  const [chosen, setChosen] = useState<RelatedAccount | null>(null);
  const [chosenCode, setChosenCode] = useState("");
  // Step 4: the account after its update.
  const [updated, setUpdated] = useState<ResponseOf<"modifyUserInfoByCode"> | null>(null);

  const area = areaCodes.find((entry) => entry.countryCode === areaCode);
  const kind = contactKind(contactValue, site.features.loginPreferred);
  const signingUp = mode === LoginMode.signUp;
  const thirdPartyShown = step === 1 && !entered;
  const thirdParty = useProviderSdks(
    offeredProviders(clientIds, typeof navigator === "undefined" ? "" : navigator.userAgent),
    (provider) => idTokenFor(provider, clientIds[provider]!, language),
    thirdPartyShown,
  );

  /** One call sequence at a time: the dialog is busy meanwhile, and a failure shows its message. */
  const run = async (task: () => Promise<void>, fallbackKey = "login.errors.failed") => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      setFailure(failureText(error, t, fallbackKey));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Each attempt without the needed consent shows the tip and shakes the checkbox (SPEC §5). */
  const consentGiven = (action: "signIn" | "signUp" | "thirdParty") => {
    if (!legalConsentNeeded(action, site.features.legalConsentRequired) || consent.checked) return true;
    setConsent((current) => ({ ...current, attempts: current.attempts + 1 }));
    return false;
  };

  /** Sends a login code, unless one went to this destination less than 60 s ago: then its countdown resumes. */
  const sendCode = async (to: CodeDestination) => {
    const countdown = countdownOf(to.type);
    if (countdown.resume(to.label)) return;
    await api.call("sendLoginCode", { scene: CodeScene.login, ...to.names }, call);
    countdown.start(to.label);
  };

  const checkCode = (to: CodeDestination, verificationCode: string) =>
    api.call("checkCode", { scene: CodeScene.login, ...to.names, verificationCode }, call);

  /** Signs in with the contact typed in step 1, or to a related account by its reference. */
  const login = async (account: LoginContact | { relatedRef: string }, verificationCode: string) => {
    const answer = await api.call("commonLogin", { ...account, verificationCode, ...loginAttribution(sessionAttribution()) }, call);
    if (!answer.unifiedAccessToken) {
      setFailure(t("login.errors.loginFailed"));
      return;
    }
    onLoggedIn(answer.uid);
  };

  const sendFirstCode = () => {
    const error = validateContact(contactValue, area);
    setContactError(error);
    if (error || !consentGiven(signingUp ? "signUp" : "signIn")) return;
    const contact = toLoginContact(contactValue, area);
    void run(async () => {
      await sendCode(typedDestination(contact));
      setEntered(contact);
      setCode("");
      setHint(null);
    });
  };

  const submitFirstCode = (verificationCode: string, inMode: LoginModeValue = mode) => {
    if (!entered || !consentGiven(inMode === LoginMode.signUp ? "signUp" : "signIn")) return;
    void run(async () => {
      await checkCode(typedDestination(entered), verificationCode);
      const answer = await api.call("preCheckAccount", { ...phoneOrEmail(entered), verificationCode }, call);
      const outcome = outcomeOfPreCheck(inMode, answer);
      if (outcome === "login") return login(entered, verificationCode);
      if (outcome === "related") {
        setRelated(answer.related);
        setChoice(null);
        setNoChoice(false);
        setChosen(null);
        setStep(2);
        return;
      }
      setHint(outcome);
    }, "login.errors.loginFailed");
  };

  /** The hint's link: the other mode, going on with the code already checked. */
  const switchMode = (next: LoginModeValue, resubmit: boolean) => {
    setMode(next);
    setHint(null);
    setFailure(null);
    if (resubmit) submitFirstCode(code, next);
  };

  const sendToChosen = () => {
    const account = choice === null ? undefined : related[choice];
    if (!account) {
      setNoChoice(true);
      return;
    }
    void run(async () => {
      await sendCode(relatedDestination(account));
      setChosen(account);
      setChosenCode("");
    });
  };

  const submitChosenCode = (verificationCode: string) => {
    if (!chosen) return;
    void run(async () => {
      await checkCode(relatedDestination(chosen), verificationCode);
      // A related account never signs in with the contact entered (that account is not a related one): step 3 offers to move it there.
      setStep(3);
    }, "login.errors.loginFailed");
  };

  const createNewAccount = () => {
    if (!entered || !consentGiven("signUp")) return;
    void run(() => login(entered, code), "login.errors.loginFailed");
  };

  const answerUpdate = (update: boolean) => {
    if (!chosen || !entered) return;
    if (!update) {
      void run(() => login({ relatedRef: chosen.ref }, chosenCode), "login.errors.loginFailed");
      return;
    }
    const target = phoneOrEmail(entered);
    void run(async () => {
      const account = await api.call(
        "modifyUserInfoByCode",
        {
          relatedRef: chosen.ref,
          verificationCode: chosenCode,
          targetPhone: target.phone,
          targetEmail: target.email,
          targetCountryCallingCode: target.countryCallingCode,
          targetVerificationCode: code,
        },
        call,
      );
      setUpdated(account);
      setStep(4);
    });
  };

  const signInWith = async (provider: ThirdPartyProvider, idToken: string) => {
    const uid = await thirdPartySignIn(moduleApi, provider, idToken);
    if (uid) onLoggedIn(uid);
  };

  /** What a provider's own button hands back (its consent was asked for before it showed). */
  const signInWithIdToken = (provider: ThirdPartyProvider, idToken: string) =>
    void run(() => signInWith(provider, idToken), "login.errors.loginFailed");

  /** The SDK's own failures say what happened with that provider; anything else is a failed login. */
  const providerFailureText = (error: unknown, provider: ThirdPartyProvider) => {
    const name = t(`login.thirdParty.names.${provider}`);
    if (error instanceof ProviderUnavailableError) return t("login.thirdParty.unavailable", { provider: name });
    if (error instanceof ProviderCancelledError) return t("login.thirdParty.cancelled", { provider: name });
    return failureText(error, t, "login.errors.loginFailed");
  };

  /** The site's own button: a provider's popup gives its ID token; one that draws its own button shows it once loaded. */
  const chooseProvider = (provider: ThirdPartyProvider) => {
    if (!consentGiven("thirdParty")) return;
    const { sdk } = thirdParty.providers.find((offered) => offered.provider === provider)!;
    void run(async () => {
      let idToken: string | undefined;
      try {
        await thirdParty.load(provider);
        if (sdk.kind === "popup") idToken = await sdk.idToken();
      } catch (error) {
        setFailure(providerFailureText(error, provider));
        return;
      }
      if (idToken) await signInWith(provider, idToken);
    }, "login.errors.loginFailed");
  };

  const back = () => {
    setFailure(null);
    if (step === 3) {
      setStep(2);
      setChosen(null);
      setChosenCode("");
      return;
    }
    setStep(1);
    setEntered(null);
    setCode("");
    setHint(null);
  };

  const signInAfterUpdate = () => {
    setMode(LoginMode.signIn);
    setStep(1);
    setEntered(null);
    setCode("");
    setUpdated(null);
  };

  const title = request.appointment
    ? t(signingUp ? "login.title.appointmentSignUp" : "login.title.appointmentSignIn")
    : t(signingUp ? "login.title.signUp" : "login.title.signIn");
  const submitLabel = t(signingUp ? "login.submit.signUp" : "login.submit.signIn");

  return (
    <Dialog open title={title} width={440} closeOnBackdrop={false} onClose={onClose}>
      <div className="login" aria-busy={busy || undefined}>
        <div className="login__bar">
          {showsBackArrow(step, entered !== null) && (
            <button type="button" className="login__back" aria-label={t("login.back")} disabled={busy} onClick={back}>
              <span aria-hidden="true">←</span>
            </button>
          )}
          <SafeImage className="login__logo" src={settings.logo} alt={site.schoolName} width={144} height={32} />
        </div>

        {step === 1 && !entered && (
          <ContactEntry
            value={contactValue}
            kind={kind}
            areaCodes={areaCodes}
            areaCode={areaCode}
            error={contactError}
            valid={validateContact(contactValue, area) === undefined}
            busy={busy}
            onChange={(value) => {
              const next = limitContactInput(value);
              setContactValue(next);
              if (contactError) setContactError(validateContact(next, area));
            }}
            onAreaCodeChange={(countryCode) => {
              setAreaCode(countryCode);
              if (contactError) setContactError(validateContact(contactValue, areaCodes.find((entry) => entry.countryCode === countryCode)));
            }}
            onBlur={() => setContactError(validateContact(contactValue, area))}
            onSend={sendFirstCode}
          />
        )}
        {step === 1 && entered && (
          <CodeEntry
            sentTo={contactLabel(entered)}
            code={code}
            seconds={countdownOf(entered.type).seconds}
            busy={busy}
            submitLabel={submitLabel}
            onCodeChange={(next) => {
              setCode(next);
              setHint(null);
            }}
            onSubmit={(verificationCode) => submitFirstCode(verificationCode)}
            onResend={() => void run(() => sendCode(typedDestination(entered)))}
          />
        )}
        {step === 1 && hint && (
          <p className="login__hint" role="status">
            {t(`login.hint.${hint}`)}{" "}
            <button
              type="button"
              className="login-link"
              disabled={busy}
              onClick={() => switchMode(hint === "alreadyRegistered" ? LoginMode.signIn : LoginMode.signUp, true)}
            >
              {t(hint === "alreadyRegistered" ? "login.switch.signIn" : "login.switch.signUp")}
            </button>
          </p>
        )}

        {step === 2 && entered && (
          <RelatedAccounts
            entered={contactLabel(entered)}
            accounts={related}
            choice={choice}
            noChoice={noChoice}
            busy={busy}
            onChoose={(index) => {
              setChoice(index);
              setNoChoice(false);
              setChosen(null);
              setChosenCode("");
            }}
            onCreateNew={createNewAccount}
          >
            {chosen ? (
              <CodeEntry
                sentTo={relatedDestination(chosen).label}
                code={chosenCode}
                seconds={countdownOf(chosen.type).seconds}
                busy={busy}
                submitLabel={t("login.submit.continue")}
                onCodeChange={setChosenCode}
                onSubmit={submitChosenCode}
                onResend={() => void run(() => sendCode(relatedDestination(chosen)))}
              />
            ) : (
              <button type="button" className="button button--primary login-form__submit" disabled={busy} onClick={sendToChosen}>
                {busy ? t("login.code.sending") : t("login.code.send")}
              </button>
            )}
          </RelatedAccounts>
        )}

        {step === 3 && entered && chosen && (
          <UpdateOffer account={relatedAccountLabel(chosen)} entered={contactLabel(entered)} busy={busy} onAnswer={answerUpdate} />
        )}

        {step === 4 && updated && <AccountUpdated account={updated} onSignIn={signInAfterUpdate} />}

        {failure && (
          <p className="login__failure" role="alert">
            {failure}
          </p>
        )}

        {step === 1 && (
          <p className="login__switch">
            {t(signingUp ? "login.switch.haveAccount" : "login.switch.noAccount")}{" "}
            <button
              type="button"
              className="login-link"
              disabled={busy}
              onClick={() => switchMode(signingUp ? LoginMode.signIn : LoginMode.signUp, false)}
            >
              {t(signingUp ? "login.switch.signIn" : "login.switch.signUp")}
            </button>
          </p>
        )}
        {thirdPartyShown && thirdParty.providers.length > 0 && (
          <ThirdPartyButtons
            providers={thirdParty.providers}
            consented={!legalConsentNeeded("thirdParty", site.features.legalConsentRequired) || consent.checked}
            disabled={busy}
            onChoose={chooseProvider}
            onIdToken={signInWithIdToken}
          />
        )}
        {step <= 2 && (
          <LegalConsent
            checked={consent.checked}
            attempts={consent.attempts}
            onChange={(checked) => setConsent((current) => ({ ...current, checked }))}
          />
        )}
      </div>
    </Dialog>
  );
}
