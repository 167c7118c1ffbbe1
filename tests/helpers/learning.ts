import type { ApiClient, CallContext } from "../../api/client.js";
import { payOnTestGateway } from "./unpaid.js";

/** A signed-in family as the helpers of tests/helpers/accounts.ts make it, its student's details complete. */
interface Family {
  uid: string;
  api: ApiClient;
  call: CallContext;
}

/** Two us classes of one course, both still to start: twelve lessons each, online (5 days) and in Los Altos (3 days). */
export const GRADE4_ONLINE = { skuId: "us-grade4-problem-solving-online-sku", classId: "us-grade4-problem-solving-online" } as const;
export const GRADE4_LOS_ALTOS = { skuId: "us-grade4-problem-solving-los-altos-sku", classId: "us-grade4-problem-solving-los-altos" } as const;

/** Buys a class for the family's student (paid at once, its optional materials left out) on the test gateway: the student has a place in it. */
export async function enrolIn(family: Family, skuId: string, studentId = family.uid): Promise<string> {
  const { orderId } = await family.api.call("createOrder", { studentId, source: { kind: "product", skuId, attachmentSkuIds: [] } }, family.call);
  await payOnTestGateway(family, orderId);
  return orderId;
}
