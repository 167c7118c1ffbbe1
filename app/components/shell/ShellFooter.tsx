import { useLocation } from "@remix-run/react";
import { memo, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FOOTER_IDLE_MS, FOOTER_MAX_MS } from "../../../rules/regional/visibility.js";
import type { ModuleEnvironment } from "../../../component-registry/define.js";
import { newsletterSpec } from "../../../component-registry/newsletter/schema.js";
import { lazyView } from "../../../renderer/lazy-views.js";
import { ModuleBoundary } from "../../../renderer/ModuleBoundary.js";
import { useModuleEnvironment } from "../ModuleScope.js";
import { RegionSwitcher } from "./RegionSwitcher.js";
import { telHref } from "../../../rules/phone-link.js";
import { useShell } from "./use-shell.js";
import { SafeImage } from "../../../ui/SafeImage.js";
import { openingHoursText } from "../../../rules/regional/opening-hours.js";

/** True once the page has stayed put for 1 s, or 5 s after the first navigation at most (SPEC §2 footer). */
function useSettled(): boolean {
  const location = useLocation();
  const [settled, setSettled] = useState(false);
  const [firstChange] = useState(() => Date.now());
  useEffect(() => {
    const wait = Math.min(FOOTER_IDLE_MS, Math.max(0, FOOTER_MAX_MS - (Date.now() - firstChange)));
    const timer = setTimeout(() => setSettled(true), wait);
    return () => clearTimeout(timer);
  }, [location.key, firstChange]);
  return settled;
}

const newWindow = { target: "_blank", rel: "noopener noreferrer" } as const;

// Loaded on its own (its e-mail rules bring the schema library), and before hydration like any
// server-rendered module (data-component below, renderer/lazy-views.ts).

/**
 * Memoized so that the footer's own updates (it appears after a second) never reach the newsletter
 * while its code is still loading: an update to a boundary that is still hydrating makes React drop the
 * server HTML and render it again.
 */
const FooterNewsletter = memo(function FooterNewsletter({ environment }: { environment: ModuleEnvironment }) {
  const { t } = useTranslation();
  const Newsletter = lazyView(newsletterSpec.name, newsletterSpec.type)!;
  // Its code can fail to load (offline): the footer then simply goes without it.
  return (
    <ModuleBoundary moduleId={0} fallback={null}>
      <Suspense fallback={null}>
        <Newsletter
          moduleId={0}
          data={{ title: t("shell.footer.newsletterTitle"), description: t("shell.footer.newsletterText") }}
          resolved={undefined}
          environment={environment}
        />
      </Suspense>
    </ModuleBoundary>
  );
});

/** Policy links, about us, follow links, contact details and the newsletter. */
export function ShellFooter() {
  const { t } = useTranslation();
  const { site, settings, path, language } = useShell();
  const settled = useSettled();
  const environment = useModuleEnvironment(path, false);
  const { policyLinks, followLinks } = settings.shell;
  return (
    <footer className="shell-footer" hidden={!settled}>
      <div className="shell-footer__columns">
        <nav className="shell-footer__links" aria-label={t("shell.footer.linksLabel")}>
          <ul>
            <li>
              <a href="/aboutus">{t("shell.footer.aboutUs")}</a>
            </li>
            {policyLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} {...(link.newWindow ? newWindow : {})}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="shell-footer__contact" aria-label={t("shell.footer.contactLabel")}>
          <h2>{t("shell.footer.contactTitle")}</h2>
          <p>
            <a href={telHref(site.contact.phone)}>{site.contact.phone}</a>
          </p>
          <p>
            <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </p>
          {site.contact.workingHours.length > 0 && (
            <p>{t("shell.footer.workingTime", { time: openingHoursText(site.contact.workingHours, language) })}</p>
          )}
        </section>
        {followLinks.length > 0 && (
          <section className="shell-footer__follow" aria-label={t("shell.footer.followLabel")}>
            <h2>{t("shell.footer.followTitle")}</h2>
            <ul>
              {followLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} {...(link.newWindow ? newWindow : {})}>
                    {link.icon && <SafeImage src={link.icon} alt="" width={24} height={24} />}
                    <span>{link.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="shell-footer__newsletter">
          <div data-component={newsletterSpec.name}>
            <FooterNewsletter environment={environment} />
          </div>
        </div>
      </div>
      <div className="shell-footer__bottom">
        <RegionSwitcher />
        <p>{t("shell.footer.copyright", { school: site.schoolName, year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
