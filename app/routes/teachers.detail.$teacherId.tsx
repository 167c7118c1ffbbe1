import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useLoaderData } from "@remix-run/react";
import { TeacherDetail } from "../../component-registry/teacher-list/TeacherDetail.js";
import { requestApi, siteForRequest } from "../lib/api.server.js";
import { orErrorPage } from "../lib/builder-page.server.js";
import { siteCallContext } from "../lib/call-context.js";

/** /teachers/detail/{teacherId}: a teacher of this school from basic data, with Profile and Courses tabs. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const basic = await orErrorPage(api.call("requeryBasicData", { platform: "H5" }, siteCallContext(site, site.defaultLanguage)));
  const teacher = basic.teacherV2.find((candidate) => String(candidate.id) === params.teacherId);
  if (!teacher) throw new Response("Not Found", { status: 404 });
  return { teacher, subjects: basic.subjectV2, schoolName: site.schoolName };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.teacher.name} | ${data.schoolName}` }, { name: "description", content: data.teacher.title }] : [];

export default function TeacherPage() {
  const { teacher, subjects } = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <TeacherDetail teacher={teacher} subjects={subjects} />
    </SiteShell>
  );
}
