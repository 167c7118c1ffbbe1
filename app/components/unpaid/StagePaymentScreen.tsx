import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FROM_UNPAID_LIST } from "../../../rules/catalogue/product-paths.js";
import { SCREENS } from "../../../rules/screens.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { UnpaidClass } from "../../../schemas/api/calls/unpaid.js";
import { ORDER_CREATE_WAYS } from "../../../schemas/commerce.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { CompleteStudentInfoDialog } from "../account/family/CompleteStudentInfoDialog.js";
import { OrderSummary } from "../checkout/OrderSummary.js";
import { PlaceOrder } from "../checkout/PlaceOrder.js";
import { usePlaceOrder } from "../checkout/use-place-order.js";
import { orderResultPath } from "../payment/payment-rules.js";
import { useShell } from "../shell/use-shell.js";
import { OwedStagesTable } from "./OwedStagesTable.js";
import { payNowBlockedBy, stagesPaidNow } from "./unpaid-rules.js";

export interface StagePaymentScreenProps {
  owed: UnpaidClass;
  student: Student;
}

/**
 * /order/create/{skuId} from the unpaid list: the class's next stages (the ones due, or the next), what paying
 * them charges as the server worked it out, and placing the order (SPEC §4 create way 2 with fromPage) that goes
 * on to the payment page. The seat is the student's already: nothing else is chosen here.
 */
export function StagePaymentScreen({ owed, student }: StagePaymentScreenProps) {
  const { t } = useTranslation();
  const { site } = useShell();
  const [completingInfo, setCompletingInfo] = useState(false);
  const placing = usePlaceOrder();
  const { payNow } = owed;
  const blockedBy = payNowBlockedBy(owed);
  return (
    <div className="checkout unpaid-pay">
      <p className="checkout__back">
        <Link to={SCREENS.unpaidCourses}>{t("unpaid.pay.back")}</Link>
      </p>
      <h1 className="checkout__title">{t("checkout.title")}</h1>
      <section className="checkout-section" aria-labelledby="unpaid-pay-title">
        <h2 id="unpaid-pay-title" className="checkout-section__title">
          {owed.title}
        </h2>
        <p className="unpaid-pay__student">{t("unpaid.pay.student", { name: studentDisplayName(student, site.features.easternNameOrderEnabled) })}</p>
        <p className="unpaid-pay__order">{t("unpaid.class.order", { number: owed.orderId })}</p>
        <OwedStagesTable stages={payNow ? stagesPaidNow(owed) : owed.stages} caption={t(payNow ? "unpaid.pay.stages" : "unpaid.class.stages")} />
      </section>
      {payNow && <OrderSummary figures={{ ...payNow, groupDiscount: 0, fees: [], dueNow: payNow.total }} updating={false} />}
      {blockedBy === "debiting" && (
        <p className="checkout-failure" role="alert">
          {t("unpaid.class.debiting")}
        </p>
      )}
      {blockedBy === "paying" && owed.pendingOrderId && (
        <p className="checkout-failure" role="alert">
          {t("unpaid.class.paying")} <Link to={orderResultPath(owed.pendingOrderId)}>{t("unpaid.class.continuePaying")}</Link>
        </p>
      )}
      {payNow && (
        <PlaceOrder
          blockers={[]}
          state={placing.state}
          orderId={placing.orderId}
          onPlace={() =>
            void placing.place({
              studentId: student.uid,
              source: { kind: "product", skuId: owed.skuId, quantity: 1 },
              createWay: ORDER_CREATE_WAYS.unpaidList,
              fromPage: FROM_UNPAID_LIST,
            })
          }
          // Nothing is shipped: no address is ever asked for.
          onAddAddress={() => undefined}
          onCompleteRegistration={() => setCompletingInfo(true)}
        />
      )}
      <CompleteStudentInfoDialog open={completingInfo} student={student} onClose={() => setCompletingInfo(false)} onSaved={() => setCompletingInfo(false)} />
    </div>
  );
}
