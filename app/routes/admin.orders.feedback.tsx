import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { formText } from "../../admin-preview/frame/form-outcome.js";
import { ANSWER_FEEDBACK, queueStatusOf } from "../../admin-preview/feedback/feedback-queue.js";
import { FeedbackQueueScreen } from "../../admin-preview/feedback/FeedbackQueueScreen.js";
import { submitCall } from "../lib/staff-call.server.js";
import { requireStaff } from "../lib/staff.server.js";
import deskStylesheet from "../../admin-preview/service-desk/service-desk.css?url";
import feedbackStylesheet from "../../admin-preview/feedback/feedback-queue.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: deskStylesheet },
  { rel: "stylesheet", href: feedbackStylesheet },
];

/** /admin/orders/feedback[?status=answered]: parents' feedback to teachers, the open ones the earliest due first (customer service). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const status = queueStatusOf(new URL(request.url).searchParams.get("status"));
  const { list, more } = await api.call("serviceListFeedback", { status }, call);
  return { status, list, more, title: adminTitle(language, "feedback.queue.title") };
}

/** An answer to one feedback; the queue is loaded again after it, without the answered one. */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  return submitCall(args, ANSWER_FEEDBACK, "serviceAnswerFeedback", { feedbackId: formText(form, "feedbackId"), answer: formText(form, "answer") });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminFeedbackQueue() {
  const { status, list, more } = useLoaderData<typeof loader>();
  return <FeedbackQueueScreen status={status} list={list} more={more} />;
}
