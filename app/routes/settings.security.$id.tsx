import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { SecuritySettings } from "../components/account/settings/SecuritySettings.js";
import { familyStudent, settingsCalls } from "../components/account/settings/settings-loader.server.js";

/** /settings/security/{id}: change the phone or e-mail of the family's student {id}. */
export async function loader(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "settings.security.title");
  return { title: calls.title, student: await familyStudent(calls, args.params.id ?? "") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function SecurityPage() {
  const { student } = useLoaderData<typeof loader>();
  return <PersonalCenterLayout active="settings">{student && <SecuritySettings student={student} />}</PersonalCenterLayout>;
}
