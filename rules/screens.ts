/**
 * The hand-coded screens the frame and the seed content link to, by the paths of SPEC §2 and the header's
 * user menu. A link to one is shown only when this build has the screen (`BUILT_SCREENS`, which a test keeps
 * equal to the route files in app/routes): the commerce and learning issues add the screens, and their
 * entries appear with them instead of leading to a 404 before.
 */
export const SCREENS = {
  courseList: "/courses/list",
  shoppingCart: "/shopping-cart",
  orders: "/order/list",
  unpaidCourses: "/my-unpaid-courses/list",
  subscriptionManage: "/subscription-manage",
  myCourses: "/my-courses/list",
  calendarFeed: "/my-courses/calendar",
  applicationRecords: "/application-transfer/application-records",
  myCoupons: "/my-coupons/list",
  classTransfer: "/my-class-transfer",
  mySubscriptions: "/my-subscription/list",
  myAccount: "/my-account",
  personalInformation: "/personal-information",
  settings: "/settings",
} as const;

export type Screen = keyof typeof SCREENS;

/** The screens app/routes has today. */
export const BUILT_SCREENS: ReadonlySet<Screen> = new Set<Screen>(["courseList", "shoppingCart", "orders", "unpaidCourses", "subscriptionManage", "myCourses", "calendarFeed", "applicationRecords", "myCoupons", "classTransfer", "mySubscriptions", "myAccount", "personalInformation", "settings"]);

export function screenBuilt(screen: Screen): boolean {
  return BUILT_SCREENS.has(screen);
}

/**
 * Whether an internal link may be shown: false only for a path under a screen of SCREENS that this build
 * does not have (a query string or fragment does not matter). Other paths are builder pages or routes the
 * caller vouches for.
 */
export function linkTargetExists(href: string, built: ReadonlySet<Screen> = BUILT_SCREENS): boolean {
  const path = href.split(/[?#]/, 1)[0]!.replace(/\/+$/, "") || "/";
  return (Object.entries(SCREENS) as [Screen, string][]).every(([screen, screenPath]) => built.has(screen) || (path !== screenPath && !path.startsWith(`${screenPath}/`)));
}
