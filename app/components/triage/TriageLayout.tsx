import { AccountDialogs } from "../account/AccountDialogs.js";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OfflinePanel } from "../shell/OfflinePanel.js";
import { TeachingPointProvider } from "./teaching-point-context.js";
import { TriageHeader } from "./TriageHeader.js";

/**
 * The triage layout (SPEC §2 Layouts): its own header with the teaching-point choice; no footer, no tool
 * panel. Like every SiteShell layout but empty, it has the account dialogs (its pages require a sign-in).
 */
export function TriageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TeachingPointProvider>
      <a className="skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      <TriageHeader />
      <main id="main" className="triage-main">
        {children}
      </main>
      <OfflinePanel />
      <AccountDialogs />
    </TeachingPointProvider>
  );
}
