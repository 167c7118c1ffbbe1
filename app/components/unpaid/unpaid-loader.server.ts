import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { FROM_UNPAID_LIST } from "../../../rules/catalogue/product-paths.js";
import { familyStudents } from "../../lib/account/student-names.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { accountData, settingsCalls, type SettingsCalls } from "../account/settings/settings-loader.server.js";
import { skuIdParam } from "../catalogue/detail/catalogue-loader.server.js";
import { studentIdQuery } from "../checkout/checkout-loader.server.js";

/** What the family owes (all students, or the one asked), with its students for the details 'Pay now' may ask for. */
async function owedByFamily({ api, call }: SettingsCalls, studentId: string | null) {
  const [courses, family] = await Promise.all([api.call("queryUnpaidCourses", studentId ? { studentId } : {}, call), api.call("getFamilyStudentsList", {}, call)]);
  return { courses, students: familyStudents(family) };
}

/** /my-unpaid-courses/list: what the family owes and its renewal window; signed out (or the session gone), the sign-in prompt. */
export async function loadUnpaidList(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "unpaid.list.title");
  const load = async () => {
    const [owed, renewal] = await Promise.all([owedByFamily(calls, null), calls.api.call("getUnpaidInfo", {}, calls.call)]);
    return { ...owed, renewal };
  };
  const unpaid = calls.hasToken ? await accountData(load()) : null;
  return data({ ...areaPage(calls), unpaid }, { headers: PERSONAL_PAGE });
}

/** Whether /order/create/{skuId} was opened from the unpaid list (SPEC §2 Orders, query fromPage). */
export function fromUnpaidList(request: Request): boolean {
  return new URL(request.url).searchParams.get("fromPage") === FROM_UNPAID_LIST;
}

/**
 * /order/create/{skuId}?fromPage=unpaid-courses-list&studentId=…: paying by hand the next stages of a class the
 * student (without one, the first student) owes. Null when signed out or when nothing of the class is owed: the
 * page is then the ordinary checkout (order create way 2). A student outside the family is a 404.
 */
export async function loadStagePayment(args: LoaderFunctionArgs) {
  const skuId = skuIdParam(args.params.skuId);
  const studentId = studentIdQuery(new URL(args.request.url));
  const calls = await settingsCalls(args, "checkout.title");
  const unpaid = calls.hasToken ? await accountData(owedByFamily(calls, studentId)) : null;
  for (const owing of unpaid?.courses.students ?? []) {
    const owed = owing.classes.find((candidate) => candidate.skuId === skuId);
    const student = unpaid!.students.find((candidate) => candidate.uid === owing.uid);
    if (owed && student) return data({ ...areaPage(calls), stagePayment: { owed, student } }, { headers: PERSONAL_PAGE });
  }
  return null;
}
