import type { OrderListItem } from "../../../schemas/api/calls/orders.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";

/** Sample answers of queryOrderList for tests, changed where a test says so. */

/** A paid us order of the AMC 8 class with its workbook, made on 5 January 2026 at 18:30 UTC (10:30 in California). */
export function orderListItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    orderId: "20260105123456789",
    status: 200,
    createdAt: "2026-01-05T18:30:00.000Z",
    expiresAt: "2026-01-05T19:00:00.000Z",
    remainPayMs: 0,
    currency: "USD",
    paymentMethod: 0,
    total: 57500,
    dueNow: 57500,
    student: { uid: "u-1", nickName: "Bo", firstName: "Bo", lastName: "Parent" },
    lines: [
      { lineNo: 1, skuId: "us-amc8-prep-online-sku", kind: "class", title: "AMC 8 Competition Prep", attachedToLine: null, quantity: 1 },
      { lineNo: 2, skuId: "us-amc8-workbook", kind: "goods", title: "AMC 8 Workbook", attachedToLine: 1, quantity: 2 },
    ],
    itemCount: 3,
    ...overrides,
  };
}

export function orderPage(list: OrderListItem[], total = list.length, page = 1): ResponseOf<"queryOrderList"> {
  return { total, page, pageSize: 10, list };
}
