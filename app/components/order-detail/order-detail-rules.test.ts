import { describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { addressLines, editAddressPath, logisticsPath, orderDetailPath, refusedForGood, subOrderPath, updateFailureTextKey } from "./order-detail-rules.js";
import { deliveryAddress } from "./order-detail-test-support.js";

describe("order detail paths", () => {
  it("are SPEC §2's", () => {
    expect(orderDetailPath("1001")).toBe("/order/detail/1001");
    expect(subOrderPath("1001-2")).toBe("/order/detail/sub/1001-2");
    expect(editAddressPath("1001")).toBe("/order/detail/edit-address/1001");
    expect(logisticsPath("1001")).toBe("/order/logistics/1001");
  });
});

describe("addressLines", () => {
  it("writes the recipient, phone and address, skipping empty parts", () => {
    expect(addressLines(deliveryAddress, "uk")).toEqual(["Sarah Hughes", "+44 7700900123", "10 Downing Street", "London, SW1A 2AA", "United Kingdom"]);
  });

  it("leaves the postcode out in Hong Kong, which has none (SPEC §3 Address)", () => {
    const hk = { ...deliveryAddress, countryCallingCode: "+852", phone: "91234567", address1: "1 Queen's Road", city: "Hong Kong", postcode: "999077", country: "Hong Kong" };
    expect(addressLines(hk, "hk")).toEqual(["Sarah Hughes", "+852 91234567", "1 Queen's Road", "Hong Kong", "Hong Kong"]);
  });
});

describe("a failed address change", () => {
  it("is told by the rule it broke, else as failed", () => {
    expect(updateFailureTextKey(new ApiError(ErrorCode.ADDRESS_UNCHANGED))).toBe("orderDetail.edit.unchanged");
    expect(updateFailureTextKey(new ApiError(ErrorCode.ADDRESS_IN_TRANSIT))).toBe("orderDetail.address.inTransit");
    expect(updateFailureTextKey(new ApiError(ErrorCode.ADDRESS_WINDOW_OVER))).toBe("orderDetail.address.windowOver");
    expect(updateFailureTextKey(new ApiError(ErrorCode.NETWORK_ERROR))).toBe("orderDetail.edit.failed");
    expect(updateFailureTextKey(new Error("boom"))).toBe("orderDetail.edit.failed");
  });

  it("shows the order again only when it can no longer be changed", () => {
    expect(refusedForGood(new ApiError(ErrorCode.ADDRESS_IN_TRANSIT))).toBe(true);
    expect(refusedForGood(new ApiError(ErrorCode.ADDRESS_WINDOW_OVER))).toBe(true);
    expect(refusedForGood(new ApiError(ErrorCode.ADDRESS_UNCHANGED))).toBe(false);
  });
});
