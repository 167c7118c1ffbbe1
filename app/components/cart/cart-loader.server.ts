import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ShoppingCartView } from "./cart-view.js";
import { familyStudents } from "../../lib/account/student-names.js";
import { signedInUser } from "../../lib/account/user.server.js";
import { orErrorPage } from "../../lib/builder-page.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { loadFamilyView } from "../account/family/family-data.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { areaPage } from "../../lib/area-texts.server.js";

/**
 * /shopping-cart (query studentId): the cart of the family's student the link names, else the signed-in
 * student's, with the family's students to switch between. Signed out or the session gone: no cart (the page
 * asks to log in). A student outside the family: 404.
 */
export async function loadShoppingCart(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "cart.title");
  const linkedStudentId = new URL(args.request.url).searchParams.get("studentId") || null;
  const signedOut = data({ ...areaPage(calls), view: null as ShoppingCartView | null }, { headers: PERSONAL_PAGE });
  const user = calls.hasToken ? await orErrorPage(signedInUser(calls.api, calls.call)) : null;
  if (!user) return signedOut;
  const studentId = linkedStudentId ?? user.uid;
  // The server refuses another family's student (4003, a 404 here) on its own; the two calls need not wait for each other.
  const [family, cart] = await Promise.all([
    accountData(loadFamilyView(calls.api, calls.call)),
    accountData(calls.api.call("queryCartList", { studentId }, calls.call)),
  ]);
  if (!family || !cart) return signedOut;
  const students = familyStudents(family.family);
  if (!students.some((student) => student.uid === studentId)) throw new Response("Not Found", { status: 404 });
  const view: ShoppingCartView = {
    studentId,
    linkedStudentId,
    students,
    easternNameOrder: family.easternNameOrder,
    cart,
  };
  return data({ ...areaPage(calls), view: view as ShoppingCartView | null }, { headers: PERSONAL_PAGE });
}
