import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { PathFamily } from "../../../rules/catalogue/product-paths.js";
import { classIdField } from "../../../schemas/api/calls/places.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { skuIdParam } from "../catalogue/detail/catalogue-loader.server.js";
import { studentIdQuery } from "../checkout/checkout-loader.server.js";
import { acknowledgementPath, RULES_ACCEPTED } from "./transfer-paths.js";

const NOT_FOUND = () => new Response("Not Found", { status: 404 });

/** A sign-in page's first data: its title and the learning area's texts (the sign-in prompt shows without a session). */
async function learningPage(args: LoaderFunctionArgs, titleKey: string) {
  const calls = await settingsCalls(args, titleKey);
  return { calls, page: areaPage({ ...calls, area: "learning" }) };
}

/** /my-class-transfer and /my-class-transfer-bm: the family's classes with their transfers left. */
export async function loadTransferClasses(args: LoaderFunctionArgs, family: PathFamily) {
  const { calls, page } = await learningPage(args, "classTransfer.list.title");
  const places = calls.hasToken ? await accountData(calls.api.call("queryTransferClasses", {}, calls.call)) : null;
  return data({ ...page, family, places: places?.list ?? null }, { headers: PERSONAL_PAGE });
}

/** A class and student named by the query (?classId=…&studentId=…), each optional; a malformed class id is a 404. */
function classQuery(url: URL) {
  const classId = url.searchParams.get("classId");
  if (classId !== null && !classIdField.safeParse(classId).success) throw NOT_FOUND();
  return { classId, studentId: studentIdQuery(url) };
}

/** /my-class-transfer/order-acknowledgement?classId=…: the rules the parent accepts before the transfer of the class. */
export async function loadAcknowledgement(args: LoaderFunctionArgs) {
  const { page } = await learningPage(args, "classTransfer.acknowledgement.title");
  return data({ ...page, ...classQuery(new URL(args.request.url)) }, { headers: PERSONAL_PAGE });
}

/** /my-class-transfer/rules: the transfer rules (SPEC §9). */
export async function loadTransferRules(args: LoaderFunctionArgs) {
  const { page } = await learningPage(args, "classTransfer.rules.title");
  return data(page, { headers: PERSONAL_PAGE });
}

/**
 * /my-class-transfer/class-transfer/{classId}?studentId=…: the student's place and the course's other classes. Until the
 * rules are accepted (the acknowledgement page adds ?accepted=1) the parent is sent to accept them; another family's
 * class, or one the student has left, is a 404.
 */
export async function loadClassTransfer(args: LoaderFunctionArgs) {
  const classId = classIdField.safeParse(args.params.classId);
  if (!classId.success) throw NOT_FOUND();
  const url = new URL(args.request.url);
  const studentId = studentIdQuery(url);
  if (!url.searchParams.has(RULES_ACCEPTED)) throw redirect(acknowledgementPath(classId.data, studentId));
  const { calls, page } = await learningPage(args, "classTransfer.transfer.title");
  const request = studentId ? { classId: classId.data, studentId } : { classId: classId.data };
  const transfer = calls.hasToken ? await accountData(calls.api.call("queryTransferOptions", request, calls.call)) : null;
  return data({ ...page, classId: classId.data, transfer }, { headers: PERSONAL_PAGE });
}

/** The loader of either address family's class list, as its route module types it. */
export type TransferClassesLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadTransferClasses>;

/**
 * /my-unpaid-courses/class-transfer/{skuId}?studentId=… (SPEC §2 Learning): the transfer of a class the student still
 * owes stages of, named by the SKU its order sold; signed in, the parent goes on to the same acknowledgement and steps
 * as from /my-class-transfer. A SKU the family has no place by is a 404.
 */
export async function loadUnpaidClassTransfer(args: LoaderFunctionArgs) {
  const skuId = skuIdParam(args.params.skuId);
  const studentId = studentIdQuery(new URL(args.request.url));
  const { calls, page } = await learningPage(args, "classTransfer.transfer.title");
  if (calls.hasToken) {
    const places = await accountData(calls.api.call("queryTransferClasses", studentId ? { skuId, studentId } : { skuId }, calls.call));
    const [place] = places?.list ?? [];
    if (places && !place) throw NOT_FOUND();
    if (place) throw redirect(acknowledgementPath(place.classId, place.student.uid));
  }
  return data(page, { headers: PERSONAL_PAGE });
}
