import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { SecuritySettings } from "../components/account/settings/SecuritySettings.js";
import { studentSettingsData } from "../components/account/settings/settings-loader.server.js";

/** /settings/security/{id}: change the phone or e-mail of the family's student {id}. */
export const loader = (args: LoaderFunctionArgs) => studentSettingsData(args, "settings.security.title");

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function SecurityPage() {
  const { student } = useLoaderData<typeof loader>();
  return <PersonalCenterLayout active="settings">{student && <SecuritySettings student={student} />}</PersonalCenterLayout>;
}
