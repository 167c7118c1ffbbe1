import { ApiError, ErrorCode } from "../../api/errors.js";
import { addressChangeRefusal, addressWindowEnd } from "../../rules/commerce/address-window.js";
import { lineRefundedLessons } from "../../rules/commerce/lesson-counts.js";
import { subOrderId, type OrderDetail, type SubOrderDetail } from "../../schemas/api/calls/order-detail.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type * as t from "../db/schema.js";
import type { OrderFacts } from "./order-facts.js";

type OrderRow = typeof t.orders.$inferSelect;
type OrderLine = OrderDetail["lines"][number];

/** One sub-order per top-level line, with the items attached to it, in line order. */
function subOrdersOf(orderId: string, lines: readonly OrderLine[]): OrderDetail["subOrders"] {
  return lines
    .filter((line) => line.attachedToLine === null)
    .map((line) => ({ subOrderId: subOrderId(orderId, line.lineNo), line, attached: lines.filter((attached) => attached.attachedToLine === line.lineNo) }));
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/**
 * An order of the family as /order/detail/{id} shows it: the figures queryOrderResult answers, exactly as stored,
 * with what the parent may still do about its delivery and what it paid and got back in lessons.
 */
export function orderDetail(order: OrderRow, figures: ResponseOf<"queryOrderResult">, facts: OrderFacts, now: Date): OrderDetail {
  const hasGoods = order.address !== null;
  const refusal = addressChangeRefusal({ hasGoods, status: order.status, paidAt: order.paidAt, shipped: facts.shipped }, now);
  return {
    ...figures,
    paymentMethod: order.paymentMethod,
    debitMethod: order.debitMethod,
    lessons: { paid: sum(facts.paidLessonsByLine.values()), refunded: facts.refundedLessons },
    address: order.address,
    addressChange: {
      allowed: refusal === null,
      until: hasGoods && order.paidAt ? addressWindowEnd(order.paidAt).toISOString() : null,
      refusal,
    },
    hasShipments: facts.shipped,
    subOrders: subOrdersOf(order.id, figures.lines),
  };
}

/** One sub-order of the detail, with its stages and lessons; 4003 when the order has no such top-level line. */
export function subOrderDetail(detail: OrderDetail, facts: OrderFacts, lineNo: number): SubOrderDetail {
  const subOrder = detail.subOrders.find((candidate) => candidate.line.lineNo === lineNo);
  if (!subOrder) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const linePaid = facts.paidLessonsByLine.get(lineNo) ?? 0;
  const linesWithPaidLessons = [...facts.paidLessonsByLine.values()].filter((paid) => paid > 0).length;
  return {
    ...subOrder,
    orderId: detail.orderId,
    status: detail.status,
    currency: detail.currency,
    createdAt: detail.createdAt,
    paidAt: detail.paidAt,
    paymentMethod: detail.paymentMethod,
    stages: facts.stagedLine === lineNo ? detail.stages : [],
    lessons: { paid: linePaid, refunded: lineRefundedLessons({ orderRefunded: facts.refundedLessons, linePaid, linesWithPaidLessons }) },
  };
}
