import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { classIdField, studentIdField } from "../../../schemas/api/calls/places.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { lastPageOf } from "../../../ui/page-items.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { RECORDS_PAGE_SIZE, recordsHref, recordsQueryFrom } from "./reschedule-view.js";

const notFound = () => new Response("Not Found", { status: 404 });

/** A learning page's start: the API with the visitor's token, its title and the learning texts. */
async function learningPage(args: LoaderFunctionArgs, titleKey: string) {
  const calls = await settingsCalls(args, titleKey);
  return { calls, page: areaPage({ ...calls, area: "learning" }) };
}

/**
 * /application-transfer/lesson-reschedule/{id} and /my-class-transfer/lesson-reschedule/{id} (id: the class; query
 * studentId for a sibling's place): the place's lessons and reschedules; another family's class, or an id that cannot be
 * one, is a 404. Null data signed out (the sign-in prompt).
 */
export async function loadReschedulePage(args: LoaderFunctionArgs) {
  const classId = classIdField.safeParse(args.params.id);
  const studentParam = new URL(args.request.url).searchParams.get("studentId");
  const studentId = studentParam === null ? undefined : studentIdField.safeParse(studentParam);
  if (!classId.success || (studentId && !studentId.success)) throw notFound();
  const { calls, page } = await learningPage(args, "reschedule.title");
  const request = { classId: classId.data, ...(studentId ? { studentId: studentId.data } : {}) };
  const options = calls.hasToken ? await accountData(calls.api.call("queryRescheduleOptions", request, calls.call)) : null;
  return data({ ...page, request, options }, { headers: PERSONAL_PAGE });
}

/** /application-transfer: the family's classes with the reschedules each has left. */
export async function loadApplicationsHub(args: LoaderFunctionArgs) {
  const { calls, page } = await learningPage(args, "applications.hub.title");
  const classes = calls.hasToken ? await accountData(calls.api.call("queryRescheduleClasses", {}, calls.call)) : null;
  return data({ ...page, classes: classes?.list ?? null }, { headers: PERSONAL_PAGE });
}

/** /application-transfer/application-records: a page of the family's applications under an audit-result filter; a page past the last goes to the last. */
export async function loadApplicationRecords(args: LoaderFunctionArgs) {
  const query = recordsQueryFrom(new URL(args.request.url).searchParams);
  if (!query) throw notFound();
  const { calls, page } = await learningPage(args, "applications.records.title");
  const request = { ...(query.status ? { status: query.status } : {}), page: query.page, pageSize: RECORDS_PAGE_SIZE };
  const records = calls.hasToken ? await accountData(calls.api.call("queryTransferApplications", request, calls.call)) : null;
  if (records) {
    const lastPage = lastPageOf(records.total, RECORDS_PAGE_SIZE);
    if (query.page > lastPage) throw redirect(recordsHref(query, { page: lastPage }));
  }
  return data({ ...page, query, records }, { headers: PERSONAL_PAGE });
}

/** /application-transfer/rules: the rules of SPEC §9, the page's texts only. */
export async function loadRescheduleRules(args: LoaderFunctionArgs) {
  const { page } = await learningPage(args, "applications.rules.title");
  return data(page, { headers: PERSONAL_PAGE });
}
