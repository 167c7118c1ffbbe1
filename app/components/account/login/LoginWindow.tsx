import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultAreaCode } from "../../../../ui/contact/area-codes.js";
import { CodeScene, ContactType } from "../../../../schemas/account-values.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { isWeChatBrowser, legalConsentNeeded } from "../../../lib/account/after-login.js";
import { COUNTDOWN_COOKIES, useCodeCountdown } from "../../../lib/account/code-countdown.js";
import {
  contactKind,
  contactLabel,
  limitContactInput,
  phoneOrEmail,
  sameContact,
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
  relatedAccountContact,
  relatedAccountLabel,
  showsBackArrow,
  type LoginStep,
  type RelatedAccount,
} from "./login-flow.js";
import { RelatedAccounts } from "./RelatedAccounts.js";
import { ThirdPartyButtons } from "./ThirdPartyButtons.js";
import { ProviderUnavailableError, thirdPartySignIn, type IdTokenSource, type ThirdPartyProvider } from "./third-party.js";
import { UpdateOffer } from "./UpdateOffer.js";

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
  const { site, settings } = useShell();
  const areaCodes = site.phoneAreaCodes;
  const phoneCountdown = useCodeCountdown(COUNTDOWN_COOKIES.loginPhone);
  const emailCountdown = useCodeCountdown(COUNTDOWN_COOKIES.loginEmail);
  const countdownOf = (contact: LoginContact) => (contact.type === ContactType.phone ? phoneCountdown : emailCountdown);

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
  // Step 2 and 3: the related accounts, the chosen one, and the code sent to it.
  const [related, setRelated] = useState<RelatedAccount[]>([]);
  const [choice, setChoice] = useState<number | null>(null);
  const [noChoice, setNoChoice] = useState(false);
  const [chosen, setChosen] = useState<LoginContact | null>(null);
  const [chosenCode, setChosenCode] = useState("");
  // Step 4: the account after its update.
  const [updated, setUpdated] = useState<ResponseOf<"modifyUserInfoByCode"> | null>(null);

  const area = areaCodes.find((entry) => entry.countryCode === areaCode);
  const kind = contactKind(contactValue, site.features.loginPreferred);
  const signingUp = mode === LoginMode.signUp;
  const inWeChat = typeof navigator !== "undefined" && isWeChatBrowser(navigator.userAgent);

  /** One call sequence at a time: the dialog is busy meanwhile, and a failure shows its message. */
  const run = async (task: () => Promise<void>, fallbackKey = "login.errors.failed") => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      setFailure(failureText(error, t(fallbackKey)));
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

  /** Sends a login code, unless one went to this contact less than 60 s ago: then its countdown resumes. */
  const sendCode = async (contact: LoginContact) => {
    const countdown = countdownOf(contact);
    const label = contactLabel(contact);
    if (countdown.resume(label)) return;
    await api.call(
      "sendLoginCode",
      { scene: CodeScene.login, type: contact.type, contactInfo: contact.accountName, countryCallingCode: contact.countryCallingCode },
      call,
    );
    countdown.start(label);
  };

  const checkCode = (contact: LoginContact, verificationCode: string) =>
    api.call(
      "checkCode",
      { scene: CodeScene.login, type: contact.type, contactInfo: contact.accountName, countryCallingCode: contact.countryCallingCode, verificationCode },
      call,
    );

  const login = async (contact: LoginContact, verificationCode: string) => {
    const answer = await api.call("commonLogin", { ...contact, verificationCode, ...loginAttribution(sessionAttribution()) }, call);
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
      await sendCode(contact);
      setEntered(contact);
      setCode("");
      setHint(null);
    });
  };

  const submitFirstCode = (verificationCode: string, inMode: LoginModeValue = mode) => {
    if (!entered || !consentGiven(inMode === LoginMode.signUp ? "signUp" : "signIn")) return;
    void run(async () => {
      await checkCode(entered, verificationCode);
      const answer = await api.call("preCheckAccount", { ...phoneOrEmail(entered), verificationCode }, call);
      const usable = answer.related.filter((account) => relatedAccountContact(account, entered.type) !== null);
      const outcome = outcomeOfPreCheck(inMode, { ...answer, related: usable });
      if (outcome === "login") return login(entered, verificationCode);
      if (outcome === "related") {
        setRelated(usable);
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
    const contact = account && entered ? relatedAccountContact(account, entered.type) : null;
    if (!contact) {
      setNoChoice(true);
      return;
    }
    void run(async () => {
      await sendCode(contact);
      setChosen(contact);
      setChosenCode("");
    });
  };

  const submitChosenCode = (verificationCode: string) => {
    if (!chosen || !entered) return;
    void run(async () => {
      await checkCode(chosen, verificationCode);
      if (sameContact(chosen, entered)) return login(chosen, verificationCode);
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
      void run(() => login(chosen, chosenCode), "login.errors.loginFailed");
      return;
    }
    const target = phoneOrEmail(entered);
    void run(async () => {
      const account = await api.call(
        "modifyUserInfoByCode",
        {
          ...phoneOrEmail(chosen),
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

  const chooseProvider = (provider: ThirdPartyProvider) => {
    if (!consentGiven("thirdParty")) return;
    void run(async () => {
      let idToken: string;
      try {
        idToken = await idTokenFor(provider);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          setFailure(t("login.thirdParty.unavailable", { provider: t(`login.thirdParty.names.${provider}`) }));
          return;
        }
        throw error;
      }
      const uid = await thirdPartySignIn(moduleApi, provider, idToken);
      if (uid) onLoggedIn(uid);
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
  const chosenAccount = choice === null ? undefined : related[choice];

  return (
    <Dialog open title={title} width={440} closeOnBackdrop={false} onClose={onClose}>
      <div className="login" aria-busy={busy || undefined}>
        <div className="login__bar">
          {showsBackArrow(step, entered !== null) && (
            <button type="button" className="login__back" aria-label={t("login.back")} disabled={busy} onClick={back}>
              <span aria-hidden="true">←</span>
            </button>
          )}
          <img className="login__logo" src={settings.logo} alt={site.schoolName} width={144} height={32} />
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
            seconds={countdownOf(entered).seconds}
            busy={busy}
            submitLabel={submitLabel}
            onCodeChange={(next) => {
              setCode(next);
              setHint(null);
            }}
            onSubmit={(verificationCode) => submitFirstCode(verificationCode)}
            onResend={() => void run(() => sendCode(entered))}
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
                sentTo={contactLabel(chosen)}
                code={chosenCode}
                seconds={countdownOf(chosen).seconds}
                busy={busy}
                submitLabel={t("login.submit.continue")}
                onCodeChange={setChosenCode}
                onSubmit={submitChosenCode}
                onResend={() => void run(() => sendCode(chosen))}
              />
            ) : (
              <button type="button" className="button button--primary login-form__submit" disabled={busy} onClick={sendToChosen}>
                {busy ? t("login.code.sending") : t("login.code.send")}
              </button>
            )}
          </RelatedAccounts>
        )}

        {step === 3 && entered && chosenAccount && (
          <UpdateOffer account={relatedAccountLabel(chosenAccount)} entered={contactLabel(entered)} busy={busy} onAnswer={answerUpdate} />
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
        {step === 1 && !entered && !inWeChat && <ThirdPartyButtons disabled={busy} onChoose={chooseProvider} />}
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
