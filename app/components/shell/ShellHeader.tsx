import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HeaderType } from "../../../schemas/pages/document.js";
import { PageModules } from "../../../renderer/PageModules.js";
import { headerAtTop, headerVariant, SCROLL_THROTTLE_MS } from "../../../rules/regional/header.js";
import { useModuleEnvironment } from "../ModuleScope.js";
import { CampusFinder } from "./CampusFinder.js";
import { HeaderAccount } from "./HeaderAccount.js";
import { LanguageSwitcher } from "./LanguageSwitcher.js";
import { RegionSwitcher } from "./RegionSwitcher.js";
import { telHref } from "../../../rules/phone-link.js";
import { useShell } from "./use-shell.js";
import { SafeImage } from "../../../ui/SafeImage.js";

/** Whether the page is scrolled to its top, checked at most every 100 ms while the visitor scrolls. */
function useAtTop(enabled: boolean): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      setAtTop(headerAtTop(window.scrollY));
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last));
      timer = setTimeout(check, wait);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled]);
  return atTop;
}

interface Props {
  headerType?: HeaderType;
  /** full: navigation and switchers; actions: the header's actions only; logo: the logo alone. */
  mode: "full" | "actions" | "logo";
}

/** The site header in its variant (SPEC §2 Header): double, single or second; US style for schools 415, 8601, 105. */
export function ShellHeader({ headerType, mode }: Props) {
  const { t } = useTranslation();
  const { site, settings, navigation, path, language } = useShell();
  const variant = headerVariant(site, headerType ?? settings.headerType);
  const atTop = useAtTop(variant.scrollEffect);
  const [menuOpen, setMenuOpen] = useState(false);
  const environment = useModuleEnvironment(path, false);
  const withNavigation = mode === "full" && variant.type !== "single";

  const classes = [
    "shell-header",
    `shell-header--${variant.type}`,
    `shell-header--${variant.style}`,
    atTop ? "" : "shell-header--scrolled",
    menuOpen ? "shell-header--menu-open" : "",
  ].filter(Boolean);

  return (
    <header className={classes.join(" ")} data-header-style={variant.style} data-header-type={variant.type}>
      {mode === "full" && variant.type === "double" && (
        <div className="shell-header__top-bar">
          <a className="shell-header__phone" href={telHref(site.contact.phone)}>
            <span className="shell-header__phone-number">{site.contact.phone}</span>
          </a>
          <RegionSwitcher />
          <LanguageSwitcher />
        </div>
      )}
      <div className="shell-header__bar">
        <a className="shell-header__logo" href="/">
          <SafeImage src={settings.logo} alt={site.schoolName} width={180} height={40} loading="eager" />
        </a>
        {withNavigation && (
          <button
            type="button"
            className="shell-header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="shell-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="shell-header__menu-label">{menuOpen ? t("shell.menu.close") : t("shell.menu.open")}</span>
          </button>
        )}
        {withNavigation && (
          <div id="shell-menu" className="shell-header__menu" lang={language}>
            <PageModules modules={navigation} environment={environment} />
            <CampusFinder />
            {variant.mathGameLink && (
              <a className="shell-header__math-game" href="/mathgame">
                {t("shell.mathGame")}
              </a>
            )}
            {variant.type !== "double" && (
              <div className="shell-header__switchers">
                <RegionSwitcher />
                <LanguageSwitcher />
              </div>
            )}
          </div>
        )}
        {mode !== "logo" && <HeaderAccount />}
      </div>
    </header>
  );
}
