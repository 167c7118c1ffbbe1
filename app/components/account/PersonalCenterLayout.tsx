import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "@remix-run/react";
import { PLACEHOLDER_IMAGE, SafeImage } from "../../../ui/SafeImage.js";
import type { User } from "../../../schemas/api/calls/accounts.js";
import { useUser } from "../../lib/account/use-user.js";
import { SiteShell } from "../shell/SiteShell.js";
import { ParentNickname } from "./profile/ParentNickname.js";
import { SideBarAds } from "./profile/SideBarAds.js";
import { RequireSignIn } from "./RequireSignIn.js";
import { linkTargetExists, SCREENS } from "../../../rules/screens.js";

interface NavigationItem {
  /** What a page passes as `active` to mark the item as the current page. */
  key: string;
  labelKey: string;
  href: string;
}

/** The personal centre's navigation list, screens this build has only (Sign out lives in the header's user menu). */
export function personalCenterNavigation(user: Pick<User, "uid">): NavigationItem[] {
  const items: NavigationItem[] = [
    { key: "my-account", labelKey: "account.personalCenter.myAccount", href: SCREENS.myAccount },
    { key: "personal-information", labelKey: "account.personalCenter.personalInformation", href: SCREENS.personalInformation },
    { key: "orders", labelKey: "account.personalCenter.myOrders", href: SCREENS.orders },
    { key: "unpaid-courses", labelKey: "shell.account.unpaid", href: SCREENS.unpaidCourses },
    { key: "auto-pay", labelKey: "account.personalCenter.autoPay", href: SCREENS.subscriptionManage },
    { key: "courses", labelKey: "account.personalCenter.myCourses", href: SCREENS.myCourses },
    { key: "subscriptions", labelKey: "account.personalCenter.mySubscriptions", href: SCREENS.mySubscriptions },
    { key: "coupons", labelKey: "account.personalCenter.myCoupons", href: SCREENS.myCoupons },
    { key: "settings", labelKey: "account.personalCenter.settings", href: `${SCREENS.settings}/${encodeURIComponent(user.uid)}` },
  ];
  return items.filter((item) => linkTargetExists(item.href));
}

/** Without `active`, the item whose address starts the current path is the current page. */
function isCurrent(item: NavigationItem, active: string | undefined, pathname: string): boolean {
  if (active !== undefined) return item.key === active;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}

interface Props {
  children: ReactNode;
  /** The navigation item of this page: my-account, personal-information, orders, unpaid-courses, auto-pay, courses, subscriptions or settings. */
  active?: string;
}

/**
 * SPEC §2 Layouts personal-center: the site frame with a side bar (parent avatar, the parent nickname
 * edited in place, a settings link, optional ads, the navigation list) beside the page. Signed out, the
 * page says 'Please log in.' and the login dialog opens.
 */
export function PersonalCenterLayout({ children, active }: Props) {
  return (
    <SiteShell layout="personal-center">
      <RequireSignIn>
        <SignedInPersonalCenter active={active}>{children}</SignedInPersonalCenter>
      </RequireSignIn>
    </SiteShell>
  );
}

function SignedInPersonalCenter({ children, active }: Props) {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  if (!user) return null;
  const navigation = personalCenterNavigation(user);
  const settings = navigation.find((item) => item.key === "settings");
  return (
    <div className="personal-center">
      <aside className="personal-center__side-bar" aria-label={t("account.personalCenter.sideBar")}>
        <div className="personal-center__profile">
          <SafeImage
            className="personal-center__avatar"
            src={user.parentAvatar || PLACEHOLDER_IMAGE}
            alt=""
            width={76}
            height={76}
          />
          <ParentNickname nickname={user.parentNickname} />
          {settings && (
            <Link className="personal-center__settings" to={settings.href}>
              {t("account.personalCenter.settings")}
            </Link>
          )}
        </div>
        <SideBarAds />
        <nav className="personal-center__nav" aria-label={t("account.personalCenter.navigation")}>
          <ul>
            {navigation.map((item) => {
              const current = isCurrent(item, active, pathname);
              return (
                <li key={item.key}>
                  <Link
                    className={`personal-center__nav-link${current ? " personal-center__nav-link--current" : ""}`}
                    to={item.href}
                    aria-current={current ? "page" : undefined}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="personal-center__content">{children}</div>
    </div>
  );
}
