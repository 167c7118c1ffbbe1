import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "../../admin-preview/frame/AdminErrorMessage.js";
import { AdminFrame } from "../../admin-preview/frame/AdminFrame.js";
import { ADMIN_HEADERS, adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { ADMIN_LAYOUT_ID } from "../../admin-preview/route-ids.js";
import { adminTextsFor } from "../../admin-preview/frame/admin-texts.server.js";
import { useAdminTexts } from "../../admin-preview/frame/admin-texts.js";
import { clearedStaffCookie, signedInStaff, staffAction } from "../lib/staff.server.js";
import stylesheet from "../../admin-preview/frame/admin.css?url";
import mediaStylesheet from "../../admin-preview/media/media.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The media library's picker opens in any generated form of the tool.
  { rel: "stylesheet", href: mediaStylesheet },
];

/** /admin/*: the signed-in staff member and the tool's texts; without a staff session, the sign-in page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, language } = await signedInStaff(request, context);
  return data({ staff, texts: adminTextsFor(language), title: adminTitle(language, "sites.title") }, { headers: ADMIN_HEADERS });
}

export type AdminLayoutLoader = typeof loader;

/** The staff member and texts do not change while the tool is open (signing out leaves it). */
export const shouldRevalidate = () => false;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** Signing out (the header's form): the session ends, the cookie goes, the sign-in page follows. */
export async function action({ request, context }: ActionFunctionArgs) {
  // Whatever the service answers, this browser is signed out: the cookie is cleared below.
  await staffAction(request, context, ({ api, call }) => api.call("adminSignOut", {}, call));
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedStaffCookie(context) } });
}

export default function AdminLayout() {
  const { staff, texts } = useLoaderData<typeof loader>();
  useAdminTexts(texts);
  return (
    <AdminFrame staff={staff}>
      <Outlet />
    </AdminFrame>
  );
}

/** A screen that failed keeps the tool's frame around its message when the staff member is known. */
export function ErrorBoundary() {
  const error = useRouteError();
  const loaded = useRouteLoaderData<typeof loader>(ADMIN_LAYOUT_ID);
  useAdminTexts(loaded?.texts ?? {});
  if (!loaded) {
    return (
      <main className="admin-main">
        <AdminErrorMessage error={error} />
      </main>
    );
  }
  return (
    <AdminFrame staff={loaded.staff}>
      <AdminErrorMessage error={error} />
    </AdminFrame>
  );
}
