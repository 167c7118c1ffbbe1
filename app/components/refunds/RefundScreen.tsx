import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RefundFigures } from "./RefundFigures.js";
import { RefundForm } from "./RefundForm.js";
import { ArrivalNotice, RefundStatus } from "./RefundStatus.js";
import { orderDetailPath, REFUSALS, type RefundPage } from "./refund-page.js";

/**
 * /order/refund/{id} (SPEC §2, §5, §8): what would come back and why, the coupons that return on approval, and the
 * request; once asked, where the refund stands; none possible, why (1852, 1586, the 30 days), with the way back to the
 * order's details (209 sends the parent there too).
 */
export function RefundScreen({ orderId, page: loaded }: { orderId: string; page: RefundPage }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(loaded);
  return (
    <section className="refund" aria-labelledby="refund-title">
      <h1 id="refund-title">{t("refunds.title")}</h1>
      <p className="refund__order">{t("refunds.orderNumber", { orderId })}</p>
      {page.kind === "form" && (
        <>
          <RefundFigures figures={page.preview} />
          {page.preview.coupons.length > 0 && (
            <p className="refund__coupons">{t("refunds.couponsBack", { titles: page.preview.coupons.map((coupon) => coupon.title).join(", ") })}</p>
          )}
          <ArrivalNotice arrival={page.preview.arrival} />
          <RefundForm
            preview={page.preview}
            reasons={page.reasons}
            onRequested={(refund) => setPage({ kind: "requested", refund })}
            onRefused={(code) => setPage({ kind: "refused", code })}
          />
        </>
      )}
      {page.kind === "requested" && <RefundStatus refund={page.refund} />}
      {page.kind === "refused" && (
        <div className="refund__refused">
          <p role="alert">{t(REFUSALS[page.code])}</p>
          <Link className="button button--primary" to={orderDetailPath(orderId)}>
            {t("refunds.backToOrder")}
          </Link>
        </div>
      )}
    </section>
  );
}
