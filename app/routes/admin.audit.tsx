import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { AuditLogScreen } from "../../admin-preview/audit/AuditLogScreen.js";
import { requireStaff } from "../lib/staff.server.js";

const PAGE_SIZE = 50;

/** /admin/audit[?before=id]: the audit log, newest first, a page at a time. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  if (before !== undefined && !(Number.isSafeInteger(before) && before > 0)) throw new Response("Not Found", { status: 404 });
  const { list } = await api.call("adminAuditLog", { before, limit: PAGE_SIZE }, call);
  return {
    entries: list,
    // A full page may have older entries behind it; the next page starts before its last entry.
    olderBefore: list.length === PAGE_SIZE ? list.at(-1)!.id : null,
    pagedBack: before !== undefined,
    title: adminTitle(language, "audit.title"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminAuditLog() {
  const { entries, olderBefore, pagedBack } = useLoaderData<typeof loader>();
  return <AuditLogScreen entries={entries} olderBefore={olderBefore} pagedBack={pagedBack} />;
}
