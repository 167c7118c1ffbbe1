import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { formNumber, formText } from "../../admin-preview/frame/form-outcome.js";
import { libraryQuery } from "../../admin-preview/media/library-query.js";
import { DELETE_MEDIA, UPDATE_MEDIA_ALT } from "../../admin-preview/media/intents.js";
import { MediaLibraryScreen } from "../../admin-preview/media/MediaLibraryScreen.js";
import { submitCall } from "../lib/staff-call.server.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin/media[?search=...&page=n]: the media library, newest first; the image picker of the page editor loads it too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const query = libraryQuery(new URL(request.url).searchParams);
  const { total, list } = await api.call("adminListMedia", query, call);
  return { total, list, ...query, title: adminTitle(language, "frame.media") };
}

export type MediaLibraryLoader = typeof loader;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** Changes an image's alt text, or deletes it. */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const intent = formText(form, "intent");
  const id = formNumber(form, "id");
  if (intent === UPDATE_MEDIA_ALT) return submitCall(args, UPDATE_MEDIA_ALT, "adminUpdateMediaAlt", { id, alt: formText(form, "alt") });
  if (intent === DELETE_MEDIA) return submitCall(args, DELETE_MEDIA, "adminDeleteMedia", { id });
  throw new Response("Bad Request", { status: 400 });
}

export default function AdminMedia() {
  const { total, list, search, page, pageSize } = useLoaderData<typeof loader>();
  return <MediaLibraryScreen assets={list} total={total} search={search} page={page} pageSize={pageSize} />;
}
