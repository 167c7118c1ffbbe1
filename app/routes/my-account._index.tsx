import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/errors.js";
import { FamilyScreen } from "../components/account/family/FamilyScreen.js";
import { loadFamilyView } from "../components/account/family/family-data.js";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { accountData, settingsCalls } from "../components/account/settings/settings-loader.server.js";

/** /my-account: the family's students; signed out, the sign-in prompt. */
export async function loader(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "account.family.title");
  if (!calls.hasToken) return { title: calls.title, view: null, failure: null };
  try {
    return { title: calls.title, view: await accountData(loadFamilyView(calls.api, calls.call)), failure: null };
  } catch (error) {
    // SPEC §8: a refused family list shows the server's message on the page.
    if (isApiError(error) && !error.isNetworkError) return { title: calls.title, view: null, failure: error.message };
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function MyAccountPage() {
  const { view, failure } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PersonalCenterLayout active="my-account">
      {view && <FamilyScreen view={view} />}
      {failure !== null && (
        <>
          <h1>{t("account.family.title")}</h1>
          <p className="account-form__failure" role="alert">
            {failure || t("account.family.loadFailed")}
          </p>
        </>
      )}
    </PersonalCenterLayout>
  );
}
