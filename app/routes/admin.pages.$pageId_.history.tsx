import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorCode, isApiError } from "../../api/errors.js";
import editorStyles from "../../admin-preview/editor/editor.css?url";
import { RESTORED_FROM_PARAMETER } from "../../admin-preview/editor/editor-intents.js";
import { PageHistory, ROLLBACK_VERSION_FIELD } from "../../admin-preview/history/PageHistory.js";
import { pageIdOf } from "../../admin-preview/route-ids.js";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { requireStaff, staffAction } from "../lib/staff.server.js";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** /admin/pages/{pageId}/history: the page's versions; publishers restore one as the new draft. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const pageId = pageIdOf(params);
  const { api, call, staff, language } = await requireStaff(request, context);
  const [{ page }, history] = await Promise.all([
    api.call("adminGetPage", { pageId }, call),
    api.call("adminPageHistory", { pageId }, call),
  ]).catch((error: unknown) => {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  return {
    page: { id: page.id, path: page.path, locale: page.locale },
    history,
    canRollBack: staff.role === "publisher",
    title: adminTitle(language, "adminEditor:history.heading", { path: page.path }),
  };
}

/** Restores a version as the new draft, then opens it in the editor. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const pageId = pageIdOf(params);
  const version = Number((await request.formData()).get(ROLLBACK_VERSION_FIELD));
  const outcome = await staffAction(request, context, ({ api, call }) => api.call("adminRollback", { pageId, version }, call));
  if (!outcome.ok) return { failure: outcome.error.message };
  return redirect(`/admin/pages/${pageId}?${RESTORED_FROM_PARAMETER}=${version}`);
}

export default function PageHistoryPage() {
  const { page, history, canRollBack } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return <PageHistory page={page} history={history} canRollBack={canRollBack} failure={refused?.failure} />;
}
