import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { SettingsHub } from "../components/account/settings/SettingsHub.js";
import { studentSettingsData } from "../components/account/settings/settings-loader.server.js";

/** /settings/{id}: the settings of the family's student {id}; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => studentSettingsData(args, "settings.hub.title");

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function SettingsPage() {
  const { student } = useLoaderData<typeof loader>();
  return <PersonalCenterLayout active="settings">{student && <SettingsHub student={student} />}</PersonalCenterLayout>;
}
