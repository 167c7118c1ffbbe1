import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { ADMIN_HEADERS, adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { formText } from "../../admin-preview/frame/form-outcome.js";
import { signInDestination } from "../../admin-preview/sign-in/sign-in-next.js";
import { SignInScreen } from "../../admin-preview/sign-in/SignInScreen.js";
import { submitCall } from "../lib/staff-call.server.js";
import { adminTextsFor } from "../../admin-preview/frame/admin-texts.server.js";
import { useAdminTexts } from "../../admin-preview/frame/admin-texts.js";
import { adminRequest, staffCookie } from "../lib/staff.server.js";
import stylesheet from "../../admin-preview/frame/admin.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /admin/login: the staff sign-in; someone already signed in goes straight on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await adminRequest(request, context);
  const next = signInDestination(new URL(request.url).searchParams.get("next"));
  const signedIn =
    call.header.unifiedAccessToken &&
    (await api.call("adminWhoAmI", {}, call).catch((error: unknown) => {
      if (isApiError(error, ErrorCode.STAFF_SESSION_INVALID)) return null;
      throw error;
    }));
  if (signedIn) throw redirect(next);
  return data({ next, texts: adminTextsFor(language), title: adminTitle(language, "signIn.title") }, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const outcome = await submitCall(args, "signIn", "adminSignIn", { email: formText(form, "email"), password: formText(form, "password") });
  if (!outcome.ok) return outcome;
  const { token, expiresAt } = outcome.result;
  throw redirect(signInDestination(formText(form, "next")), { headers: { "Set-Cookie": staffCookie(token, new Date(expiresAt), args.context) } });
}

export default function AdminSignIn() {
  const { next, texts } = useLoaderData<typeof loader>();
  useAdminTexts(texts);
  return <SignInScreen next={next} outcome={useActionData<typeof action>()} />;
}
