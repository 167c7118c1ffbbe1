import { useId, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { SafeImage } from "../../ui/SafeImage.js";
import {
  conversionHref,
  groupNavigation,
  isCurrentPath,
  linkHref,
  opensNewWindow,
  type NavigationChild,
  type NavigationLink,
} from "./navigation.js";
import { LeadConversion } from "./LeadConversion.js";
import type { HeaderData } from "./schema.js";

const newWindowProps = { target: "_blank", rel: "noopener noreferrer" } as const;

interface Place {
  path: string;
  hosts: readonly string[];
}

function NavLink({ link, place, className }: { link: NavigationLink | NavigationChild; place: Place; className: string }) {
  const current = isCurrentPath(link.url, place.path, place.hosts);
  const icon = "uploadActiveIcon" in link ? link.uploadActiveIcon : undefined;
  return (
    <a
      className={`${className}${current ? ` ${className}--current` : ""}`}
      href={linkHref(link)}
      aria-current={current ? "page" : undefined}
      {...(opensNewWindow(link) ? newWindowProps : {})}
    >
      {current && icon && (
        <SafeImage className="site-nav__active-icon" src={icon} alt="" width={20} height={20} loading="eager" />
      )}
      <span className="site-nav__label">{link.name}</span>
    </a>
  );
}

/** A main link; with children it gets a disclosure button opening its submenu (Escape closes it). */
function MainItem({ link, place }: { link: NavigationLink; place: Place }) {
  const { t } = useTranslation();
  const submenuId = useId();
  const [open, setOpen] = useState(false);
  const children = link.children ?? [];

  if (children.length === 0) {
    return (
      <li className="site-nav__item">
        <NavLink link={link} place={place} className="site-nav__link" />
      </li>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    event.currentTarget.querySelector<HTMLButtonElement>(".site-nav__toggle")?.focus();
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <li
      className={`site-nav__item site-nav__item--has-children${open ? " site-nav__item--open" : ""}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink link={link} place={place} className="site-nav__link" />
      <button
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={t("components.Header.submenu", { name: link.name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={submenuId} className="site-nav__submenu" hidden={!open}>
        {children.map((child, index) => (
          <li key={`${child.url}-${index}`} className="site-nav__subitem">
            <NavLink link={child} place={place} className="site-nav__sublink" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The site navigation (site module): first-level row, main links with submenus, conversion buttons, sub row. */
export default function Header({ data, environment }: ViewProps<HeaderData>) {
  const { t } = useTranslation();
  const { main, sub, firstLevel, conversion } = groupNavigation(data.navigationLinks);
  const place: Place = { path: environment.path, hosts: environment.site.hosts };

  return (
    <nav className="site-header" aria-label={t("components.Header.label")}>
      {firstLevel.length > 0 && (
        <ul className="site-header__first-level">
          {firstLevel.map((link, index) => (
            <li key={`${link.url}-${index}`} className="site-nav__item">
              <NavLink link={link} place={place} className="site-nav__link" />
            </li>
          ))}
        </ul>
      )}
      {(main.length > 0 || conversion.length > 0) && (
        <div className="site-header__main-row">
          {main.length > 0 && (
            <ul className="site-header__main">
              {main.map((link, index) => (
                <MainItem key={`${link.url}-${index}`} link={link} place={place} />
              ))}
            </ul>
          )}
          {conversion.length > 0 && (
            <ul className="site-header__conversions">
              {conversion.map((link, index) => (
                <li key={`${link.url}-${index}`} className="site-header__conversion">
                  {link.conversionType === "lead" && link.leadComponentId !== undefined ? (
                    <LeadConversion link={link} leadComponentId={link.leadComponentId} environment={environment} />
                  ) : (
                    <a className="button button--primary" href={conversionHref(link)} {...(opensNewWindow(link) ? newWindowProps : {})}>
                      {link.name}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {sub.length > 0 && (
        <ul className="site-header__sub">
          {sub.map((link, index) => (
            <li key={`${link.url}-${index}`} className="site-nav__item">
              <NavLink link={link} place={place} className="site-nav__sublink" />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
