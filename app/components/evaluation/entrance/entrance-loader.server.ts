import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import { areaPage } from "../../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../../lib/cache-control.js";
import { familyStudents } from "../../../lib/account/student-names.js";
import { accountData, settingsCalls } from "../../account/settings/settings-loader.server.js";
import { preselectedGradeId, preselectedStudentId, queryGradeId, type Grade } from "./entrance-choice.js";
import { ENTRANCE_QUERY } from "./entrance-path.js";

/** A consultant's WeCom link the page came from: the contact to bind to the child who takes the test. */
export interface WecomLink {
  externalUserId: string;
  sourceId: string;
}

function wecomLinkOf(query: URLSearchParams): (WecomLink & { corpId: string }) | null {
  const externalUserId = query.get(ENTRANCE_QUERY.externalUserId)?.trim() ?? "";
  if (!externalUserId) return null;
  return { externalUserId, sourceId: query.get(ENTRANCE_QUERY.sourceId)?.trim() ?? "", corpId: query.get(ENTRANCE_QUERY.corpId)?.trim() ?? "" };
}

/** SPEC §8: link recording failures are swallowed; the page works the same without it. */
async function recordLink(api: ApiClient, call: CallContext, link: WecomLink & { corpId: string }): Promise<void> {
  try {
    await api.call("recordQwLink", link, call);
  } catch {
    // The link is recorded again the next time it is opened.
  }
}

/** The family's children, the site's grades (null when they could not be had) and what is chosen at the start. */
async function entranceData(api: ApiClient, call: CallContext, query: URLSearchParams) {
  const [family, grades, subjects] = await Promise.all([
    api.call("getFamilyStudentsList", {}, call),
    api.call("queryGrades", {}, call).then(({ list }): Grade[] | null => list, () => null),
    // Without the list the test is of the service's default subject (math), as it always was.
    api.call("queryEvaluationSubjects", {}, call).then(({ list }) => list, () => []),
  ]);
  const students = familyStudents(family);
  const studentId = preselectedStudentId(students, query.get(ENTRANCE_QUERY.studentId));
  const student = students.find((candidate) => candidate.uid === studentId);
  const gradeId = student ? preselectedGradeId(student, { studentId: query.get(ENTRANCE_QUERY.studentId), gradeId: queryGradeId(query.get(ENTRANCE_QUERY.gradeId)) }, grades) : null;
  const asked = Number(query.get(ENTRANCE_QUERY.subjectId));
  const subjectId = subjects.find((subject) => subject.id === asked)?.id ?? subjects[0]?.id ?? null;
  return { students, grades, subjects, preselected: { studentId, gradeId, subjectId } };
}

export type EntrancePage = Awaited<ReturnType<typeof entranceData>>;

/**
 * /evaluation (SPEC §2; query external_user_id, source_id, corp_id, and studentId, gradeId to preselect): a WeCom link
 * is recorded for visitors too; signed in, the family's children and the site's grades; signed out (or with the
 * session gone), no page: it asks to log in.
 */
export async function loadEvaluationEntrance(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams;
  const calls = await settingsCalls(args, "evaluation.entrance.title");
  const link = wecomLinkOf(query);
  const [page] = await Promise.all([
    calls.hasToken ? accountData(entranceData(calls.api, calls.call, query)) : null,
    link ? recordLink(calls.api, calls.call, link) : null,
  ]);
  const wecomLink: WecomLink | null = link && { externalUserId: link.externalUserId, sourceId: link.sourceId };
  return data({ ...areaPage({ ...calls, area: "learning" }), page, wecomLink }, { headers: PERSONAL_PAGE });
}
