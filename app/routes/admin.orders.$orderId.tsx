import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { orderIdField } from "../../schemas/api/calls/orders.js";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { formText } from "../../admin-preview/frame/form-outcome.js";
import { OrderTimelineScreen } from "../../admin-preview/service-desk/OrderTimelineScreen.js";
import { orderIntentOf } from "../lib/order-intents.server.js";
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
  const [delivery, autoPayClosures] = await Promise.all([
    api.call("serviceOrderDelivery", { orderId: orderId.data }, call),
    api.call("serviceListAutoPayClosures", { orderId: orderId.data }, call),
  ]);
  return { timeline, delivery, autoPayClosures, title: adminTitle(language, "serviceDesk.order.title", { orderId: orderId.data }) };
}

/** Customer service's actions on the order, by the intent of the form sent (app/lib/order-intents.server.ts). */
export async function action(args: ActionFunctionArgs) {
  const orderId = orderIdField.safeParse(args.params.orderId);
  if (!orderId.success) throw notFound();
  const form = await args.request.formData();
  const act = orderIntentOf(formText(form, "intent") ?? "");
  if (!act) throw new Response("Bad Request", { status: 400 });
  return act(args, form, orderId.data);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminOrder() {
  return <OrderTimelineScreen timeline={useLoaderData<typeof loader>().timeline} />;
}
