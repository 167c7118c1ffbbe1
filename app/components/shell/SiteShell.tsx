import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { HeaderType, Layout } from "../../../schemas/pages/document.js";
import { AccountDialogs } from "../account/AccountDialogs.js";
import { LearningCorner } from "../account/learning/LearningCorner.js";
import { CampusRedirect } from "./CampusRedirect.js";
import { CookieBanner } from "./CookieBanner.js";
import { OfflinePanel } from "./OfflinePanel.js";
import { OnlineService } from "./OnlineService.js";
import { ShellFooter } from "./ShellFooter.js";
import { ShellHeader } from "./ShellHeader.js";
import { TimezoneNotice } from "./TimezoneNotice.js";
import { ToolPanel } from "./ToolPanel.js";
import { useShell } from "./use-shell.js";

interface Props {
  layout: Layout;
  headerType?: HeaderType;
  /** The right tool panel, where the layout has one; false leaves it out (SPEC §2: not on recommended-courses pages). */
  tools?: boolean;
  children: ReactNode;
}

/**
 * The frame every page lives in (SPEC §2 Layouts). default: header, the family's learning corner, footer,
 * cookie statement, online service, tool panel; header: the header only; simple: the logo only; only-login: the header with its
 * sign-in actions only; empty: the page alone. Every layout but empty has the account dialogs (login,
 * bind, session expired).
 */
export function SiteShell({ layout, headerType, tools = true, children }: Props) {
  const { t } = useTranslation();
  const { settings } = useShell();
  if (layout === "empty") return <main id="main">{children}</main>;
  const full = layout === "default" || layout === "personal-center";
  return (
    <>
      <a className="skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      <ShellHeader headerType={headerType} mode={layout === "simple" ? "logo" : layout === "only-login" ? "actions" : "full"} />
      {full && <LearningCorner homeworkUrl={settings.shell.homeworkUrl} />}
      <main id="main">{children}</main>
      <OfflinePanel />
      <AccountDialogs />
      {full && (
        <>
          <TimezoneNotice />
          <CampusRedirect />
          <ShellFooter />
          {/* What floats keeps to reserved space: a right-hand column on wide screens, a bottom bar on phones. */}
          <div className="floating-dock">
            {tools && <ToolPanel />}
            <OnlineService />
          </div>
          <CookieBanner />
        </>
      )}
    </>
  );
}
