import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { RefundQueueScreen } from "../../admin-preview/service-desk/RefundQueueScreen.js";
import { requireStaff } from "../lib/staff.server.js";
import stylesheet from "../../admin-preview/service-desk/service-desk.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /admin/orders/refunds: the refund requests waiting for customer service, the longest waiting first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const { list, more } = await api.call("serviceListRefunds", { status: "waiting" }, call);
  return { refunds: list, more, title: adminTitle(language, "serviceDesk.refundQueue.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminRefundQueue() {
  const { refunds, more } = useLoaderData<typeof loader>();
  return <RefundQueueScreen refunds={refunds} more={more} />;
}
