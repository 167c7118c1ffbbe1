import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EditStudentScreen } from "../components/account/family/EditStudentScreen.js";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { familyStudent, settingsCalls } from "../components/account/settings/settings-loader.server.js";

/** /my-account/edit-student/{id}: the family's student {id} to edit; 404 outside the family. */
export async function loader(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "account.student.editTitle");
  const student = await familyStudent(calls, args.params.id ?? "");
  // Without grades the form says so and cannot be sent; the page itself still shows.
  const grades = student ? await calls.api.call("queryGrades", {}, calls.call).then(({ list }) => list, () => null) : null;
  return { title: calls.title, student, grades };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function EditStudentPage() {
  const { student, grades } = useLoaderData<typeof loader>();
  return (
    <PersonalCenterLayout active="my-account">
      {student && <EditStudentScreen student={student} grades={grades} />}
    </PersonalCenterLayout>
  );
}
