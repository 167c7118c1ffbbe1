import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { SettingsHub } from "../components/account/settings/SettingsHub.js";
import { familyStudent, settingsCalls } from "../components/account/settings/settings-loader.server.js";

/** /settings/{id}: the settings of the family's student {id}; signed out, the sign-in prompt. */
export async function loader(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "settings.hub.title");
  return { title: calls.title, student: await familyStudent(calls, args.params.id ?? "") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function SettingsPage() {
  const { student } = useLoaderData<typeof loader>();
  return <PersonalCenterLayout active="settings">{student && <SettingsHub student={student} />}</PersonalCenterLayout>;
}
