import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { ExternalAccounts } from "../components/account/profile/ExternalAccounts.js";
import { accountData, settingsCalls } from "../components/account/settings/settings-loader.server.js";

/** /personal-information/external-bind: the third-party accounts linked to the signed-in account. */
export async function loader(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "account.externalBind.title");
  const accounts = calls.hasToken ? await accountData(calls.api.call("queryExternalAccounts", {}, calls.call)) : null;
  return { title: calls.title, accounts };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function ExternalBindPage() {
  const { accounts } = useLoaderData<typeof loader>();
  return (
    <PersonalCenterLayout active="personal-information">{accounts && <ExternalAccounts accounts={accounts} />}</PersonalCenterLayout>
  );
}
