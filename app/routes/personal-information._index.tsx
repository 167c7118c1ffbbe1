import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { PersonalInformation } from "../components/account/profile/PersonalInformation.js";
import { settingsCalls } from "../components/account/settings/settings-loader.server.js";
import { useUser } from "../lib/account/use-user.js";

/** /personal-information: the signed-in account (from the root loader); signed out, the sign-in prompt. */
export async function loader(args: LoaderFunctionArgs) {
  const { title } = await settingsCalls(args, "account.personalInfo.title");
  return { title };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function PersonalInformationPage() {
  const user = useUser();
  return <PersonalCenterLayout active="personal-information">{user && <PersonalInformation user={user} />}</PersonalCenterLayout>;
}
