import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ErrorCode, isApiError } from "../../api/errors.js";
import editorStyles from "../../admin-preview/editor/editor.css?url";
import moduleListStyles from "../../admin-preview/editor/module-list.css?url";
import { editorIntentSchema, keepsLoaderData, type EditorActionData } from "../../admin-preview/editor/editor-intents.js";
import { livePreviewLink } from "../../admin-preview/editor/live-preview-link.server.js";
import { PageEditor } from "../../admin-preview/editor/PageEditor.js";
import { previewAddress, previewHostFor, siteOrigin } from "../../admin-preview/editor/preview-address.js";
import { pageIdOf } from "../../admin-preview/route-ids.js";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { requestHost } from "../lib/api.server.js";
import { requireStaff, staffAction } from "../lib/staff.server.js";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: moduleListStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** /admin/pages/{pageId}: the page editor, with a one-hour signed link for its live preview frame (renewed by the livePreview intent). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const pageId = pageIdOf(params);
  const { api, call, staff, language } = await requireStaff(request, context);
  const [{ page, document, problems }, { workingCopy }] = await Promise.all([
    api.call("adminGetPage", { pageId }, call),
    api.call("adminGetWorkingCopy", { pageId }, call),
  ]).catch((error: unknown) => {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  const host = previewHostFor(page.hosts, requestHost(request)) ?? null;
  const [{ languages }, livePreviewUrl] = await Promise.all([
    api.call("querySiteByHost", { host: host ?? page.hosts[0]! }, call),
    livePreviewLink({ api, call }, request.url, page, host),
  ]);
  return {
    page,
    document,
    problems,
    workingCopy,
    livePreviewUrl,
    languages,
    previewHost: host,
    siteOrigin: host ? siteOrigin(request.url, host) : null,
    canPublish: staff.role === "publisher",
    title: adminTitle(language, "adminEditor:editor.heading", { path: page.path }),
  };
}

/** The editor's calls, by intent (editor-intents.ts); a refusal comes back for the editor to show. */
export async function action({ request, context, params }: ActionFunctionArgs): Promise<EditorActionData> {
  const pageId = pageIdOf(params);
  const parsed = editorIntentSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const intent = parsed.data;
  switch (intent.intent) {
    case "validate":
      return { intent: intent.intent, ...(await staffAction(request, context, ({ api, call }) => api.call("adminValidatePage", { document: intent.document }, call))) };
    case "save":
      return {
        intent: intent.intent,
        ...(await staffAction(request, context, ({ api, call }) =>
          api.call("adminSaveDraft", { pageId, basedOnVersion: intent.basedOnVersion, document: intent.document }, call),
        )),
      };
    case "keepEditing": {
      const { basedOnVersion, workingCopy } = intent;
      return {
        intent: intent.intent,
        ...(await staffAction(request, context, ({ api, call }) =>
          api.call("adminKeepEditing", { pageId, basedOnVersion, ...(workingCopy === undefined ? {} : { workingCopy }) }, call),
        )),
      };
    }
    case "publish":
      return { intent: intent.intent, ...(await staffAction(request, context, ({ api, call }) => api.call("adminPublish", { pageId, version: intent.version }, call))) };
    case "previewLink":
      return {
        intent: intent.intent,
        ...(await staffAction(request, context, async ({ api, call }) => {
          const { version, host, expiresInHours } = intent;
          const link = await api.call("adminPreviewLink", { pageId, version, expiresInHours, ...(host ? { host } : {}) }, call);
          return { url: previewAddress(request.url, link), expiresAt: link.expiresAt };
        })),
      };
    case "livePreview":
      return {
        intent: intent.intent,
        ...(await staffAction(request, context, async (admin) => {
          const { page } = await admin.api.call("adminGetPage", { pageId }, admin.call);
          return livePreviewLink(admin, request.url, page, previewHostFor(page.hosts, requestHost(request)) ?? null);
        })),
      };
  }
}

/** Checking the document and making a preview link change nothing the loader shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ json, defaultShouldRevalidate }) =>
  keepsLoaderData(json) ? false : defaultShouldRevalidate;

export default function EditPage() {
  const { title: _title, ...data } = useLoaderData<typeof loader>();
  return <PageEditor key={data.page.id} {...data} />;
}
