import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { courseListPath, productPath, type PathFamily } from "../../../rules/catalogue/product-paths.js";
import { SCREENS } from "../../../rules/screens.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import { familyStudents } from "../../lib/account/student-names.js";
import { signedInUser } from "../../lib/account/user.server.js";
import { orErrorPage } from "../../lib/builder-page.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls, type SettingsCalls } from "../account/settings/settings-loader.server.js";
import { skuIdParam } from "../catalogue/detail/catalogue-loader.server.js";
import { checkoutOrigin, NORMAL_ORIGIN, periodTypeFrom, type CheckoutSource } from "./checkout-request.js";
import type { CheckoutScreenProps } from "./CheckoutScreen.js";
import type { CheckoutStudent } from "./StudentChoice.js";
import { areaPage } from "../../lib/area-texts.server.js";

const NOT_FOUND = () => new Response("Not Found", { status: 404 });

/** The studentId of the query: absent is the signed-in student; one that cannot be a student's id is a page that does not exist. */
export function studentIdQuery(url: URL): string | null {
  const value = url.searchParams.get("studentId");
  if (value === null || value === "") return null;
  if (value.length > 64) throw NOT_FOUND();
  return value;
}

/** The page's data: its title and, once signed in, the checkout; signed out (or the session gone) the sign-in prompt shows. */
function checkoutPage(calls: SettingsCalls, family: PathFamily, checkout: CheckoutScreenProps | null) {
  return data({ ...areaPage(calls), family, checkout }, { headers: PERSONAL_PAGE });
}

/** The signed-in account's family students; null when signed out or the session has ended. */
async function signedInStudents({ api, call, hasToken }: SettingsCalls) {
  const user = hasToken ? await orErrorPage(signedInUser(api, call)) : null;
  if (!user) return null;
  const family = await accountData(api.call("getFamilyStudentsList", {}, call));
  return family ? { user, students: familyStudents(family) } : null;
}

/**
 * The product's card, whatever its kind (class or package, recorded course, goods), for its materials and page; null
 * for a product no page shows, which (once studentList has found it on the site) can only be a subscription plan.
 */
async function productCard({ api, call }: SettingsCalls, skuId: string): Promise<{ card: CourseCard | null }> {
  const asks: (() => Promise<{ card: CourseCard }>)[] = [
    () => api.call("queryCourseDetail", { skuId }, call),
    () => api.call("queryRecordedCourseDetail", { skuId }, call),
    () => api.call("queryGoodsDetail", { skuId }, call),
  ];
  for (const ask of asks) {
    try {
      return { card: (await orErrorPage(ask())).card };
    } catch (error) {
      // 4003: not of this kind.
      if (!isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw error;
    }
  }
  return { card: null };
}

/**
 * What the checkout buys and where it leads back to: the product with its materials, back to its page; a subscription
 * plan (bought on its own from its course's class page) for the period the address asks, back to the courses.
 */
function productSource(skuId: string, card: CourseCard | null, family: PathFamily, url: URL): Pick<CheckoutScreenProps, "source" | "back"> {
  if (!card) return { source: { kind: "product", skuId, attachments: [], periodType: periodTypeFrom(url.searchParams.get("periodType")) }, back: { href: courseListPath(family), labelKey: "checkout.back.courses" } };
  return { source: { kind: "product", skuId: card.id, attachments: card.attachedItems }, back: { href: productPath(card, family), labelKey: "checkout.back.product" } };
}

/**
 * /order/create/{skuId} and /order/create-bm/{skuId} (query studentId, fromPage; a plan's periodType; a group buy's createWay=4,
 * activityId, activityType and groupId): one product for a student of
 * the family, each student with whether they may buy it (studentList). A student outside the family or a
 * product the site does not sell is a 404; a student who may not buy it is not chosen to begin with.
 */
export async function loadProductCheckout(args: LoaderFunctionArgs, family: PathFamily) {
  const skuId = skuIdParam(args.params.skuId);
  const url = new URL(args.request.url);
  const requested = studentIdQuery(url);
  const calls = await settingsCalls(args, "checkout.title");
  const signedIn = await signedInStudents(calls);
  if (!signedIn) return checkoutPage(calls, family, null);
  const [verdicts, product] = await Promise.all([
    accountData(calls.api.call("studentList", { products: [skuId] }, calls.call)),
    accountData(productCard(calls, skuId)),
  ]);
  if (!verdicts || !product) return checkoutPage(calls, family, null);
  const students: CheckoutStudent[] = signedIn.students.flatMap((student) => {
    const verdict = verdicts.studentList.find((candidate) => candidate.uid === student.uid);
    return verdict ? [{ ...student, status: verdict.status, message: verdict.message }] : [];
  });
  const first = students.find((student) => student.uid === (requested ?? signedIn.user.uid));
  if (!first) throw NOT_FOUND();
  return checkoutPage(calls, family, {
    ...productSource(skuId, product.card, family, url),
    students,
    initialStudentId: first.status === 0 ? first.uid : null,
    origin: checkoutOrigin(url.searchParams),
  });
}

/**
 * /order/shopping-cart/create?studentId=…: the student's selected cart lines that can be bought now. With none,
 * the parent goes back to the cart.
 */
export async function loadCartCheckout(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const requested = studentIdQuery(url);
  const calls = await settingsCalls(args, "checkout.title");
  const signedIn = await signedInStudents(calls);
  if (!signedIn) return checkoutPage(calls, "plain", null);
  const student = signedIn.students.find((candidate) => candidate.uid === (requested ?? signedIn.user.uid));
  if (!student) throw NOT_FOUND();
  const cart = await accountData(calls.api.call("queryCartList", { studentId: student.uid }, calls.call));
  if (!cart) return checkoutPage(calls, "plain", null);
  const lines = cart.list.filter((line) => line.selected && line.problem === null);
  if (lines.length === 0) throw redirect(SCREENS.shoppingCart);
  const source: CheckoutSource = {
    kind: "cart",
    cartIds: lines.map((line) => line.id),
    products: lines.map((line) => ({
      skuId: line.card.id,
      quantity: line.quantity,
      attachmentSkuIds: line.attachments.filter((attachment) => attachment.selected).map((attachment) => attachment.skuId),
    })),
  };
  return checkoutPage(calls, "plain", {
    source,
    students: [{ ...student, status: 0, message: "" }],
    initialStudentId: student.uid,
    origin: NORMAL_ORIGIN,
    back: { href: SCREENS.shoppingCart, labelKey: "checkout.back.cart" },
  });
}

export type CheckoutLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadProductCheckout>;
