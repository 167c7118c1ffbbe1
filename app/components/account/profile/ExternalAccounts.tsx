import { Link, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { ThirdPartySource } from "../../../../schemas/account-values.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { ActionNotice, type Notice } from "../../../../ui/ActionNotice.js";
import { failureMessage } from "../bind/failure-message.js";

type ExternalAccount = ResponseOf<"queryExternalAccounts">[number];
type Source = ExternalAccount["source"];

const PROVIDER_KEYS: Record<Source, string> = {
  [ThirdPartySource.google]: "account.externalBind.providers.google",
  [ThirdPartySource.apple]: "account.externalBind.providers.apple",
  [ThirdPartySource.facebook]: "account.externalBind.providers.facebook",
};

/**
 * /personal-information/external-bind: Google, Apple and Facebook, linked or not; a linked one can be
 * unlinked. Linking needs the provider's own sign-in script, which this site does not load, so the page
 * shows the state only and says so.
 */
export function ExternalAccounts({ accounts }: { accounts: ExternalAccount[] }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<Source | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const provider = (source: Source) => t(PROVIDER_KEYS[source]);

  const unbind = async (source: Source) => {
    setBusy(true);
    try {
      await api.call("unbindExternalAccount", { source }, call);
      setNotice({ kind: "done", text: t("account.externalBind.unbound", { provider: provider(source) }) });
      revalidator.revalidate();
    } catch (failure) {
      setNotice({ kind: "failed", text: failureMessage(failure, t("account.externalBind.unbindFailed")) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <section aria-labelledby="external-accounts-title">
      <p>
        <Link to="/personal-information">{t("account.externalBind.back")}</Link>
      </p>
      <h1 id="external-accounts-title">{t("account.externalBind.title")}</h1>
      <p>{t("account.externalBind.intro")}</p>
      <ul className="linked-accounts">
        {accounts.map((account) => (
          <li key={account.source} className="linked-accounts__item">
            <div>
              <h2 className="student-card__name">{provider(account.source)}</h2>
              <p className="linked-accounts__state">
                {account.bound
                  ? account.email
                    ? t("account.externalBind.boundAs", { email: account.email })
                    : t("account.externalBind.bound")
                  : t("account.externalBind.notBound")}
              </p>
            </div>
            {account.bound && (
              <button
                type="button"
                className="button"
                aria-label={t("account.externalBind.unbindLabel", { provider: provider(account.source) })}
                onClick={() => {
                  setNotice(null);
                  setConfirming(account.source);
                }}
              >
                {t("account.externalBind.unbind")}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ActionNotice notice={notice} />
      <p>{t("account.externalBind.bindUnavailable")}</p>
      <Dialog
        open={confirming !== null}
        width={500}
        title={confirming === null ? "" : t("account.externalBind.confirmTitle", { provider: provider(confirming) })}
        onClose={() => setConfirming(null)}
      >
        {confirming !== null && (
          <>
            <p>{t("account.externalBind.confirmUnbind", { provider: provider(confirming) })}</p>
            <DialogActions
              cancelLabel={t("account.removal.cancel")}
              onCancel={() => setConfirming(null)}
              confirmLabel={busy ? t("account.externalBind.unbinding") : t("account.externalBind.unbind")}
              onConfirm={() => void unbind(confirming)}
              confirmDisabled={busy}
            />
          </>
        )}
      </Dialog>
    </section>
  );
}
