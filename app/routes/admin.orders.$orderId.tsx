import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { orderIdField } from "../../schemas/api/calls/orders.js";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { OrderTimelineScreen } from "../../admin-preview/service-desk/OrderTimelineScreen.js";
import { requireStaff } from "../lib/staff.server.js";
import stylesheet from "../../admin-preview/service-desk/service-desk.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

const notFound = () => new Response("Not Found", { status: 404 });

/** /admin/orders/{orderId}: an order's timeline for customer service; no such order is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const orderId = orderIdField.safeParse(params.orderId);
  if (!orderId.success) throw notFound();
  const timeline = await api.call("serviceOrderTimeline", { orderId: orderId.data }, call).catch((error: unknown) => {
    throw isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED) ? notFound() : error;
  });
  return { timeline, title: adminTitle(language, "serviceDesk.order.title", { orderId: orderId.data }) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminOrder() {
  return <OrderTimelineScreen timeline={useLoaderData<typeof loader>().timeline} />;
}
