import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { formText } from "../../admin-preview/frame/form-outcome.js";
import { SAVE_SHORT_LINK } from "../../admin-preview/short-links/ShortLinkForm.js";
import { DELETE_SHORT_LINK, ShortLinksScreen } from "../../admin-preview/short-links/ShortLinksScreen.js";
import { submitCall } from "../lib/staff-call.server.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin/short-links: every short link. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const { list } = await api.call("adminListShortLinks", {}, call);
  return { links: list, title: adminTitle(language, "shortLinks.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** Creates or changes a short link, or deletes one. */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const intent = formText(form, "intent");
  const code = formText(form, "code");
  if (intent === SAVE_SHORT_LINK) return submitCall(args, SAVE_SHORT_LINK, "adminSaveShortLink", { code, url: formText(form, "url") });
  if (intent === DELETE_SHORT_LINK) return submitCall(args, DELETE_SHORT_LINK, "adminDeleteShortLink", { code });
  throw new Response("Bad Request", { status: 400 });
}

export default function AdminShortLinks() {
  return <ShortLinksScreen links={useLoaderData<typeof loader>().links} />;
}
