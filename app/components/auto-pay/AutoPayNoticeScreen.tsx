import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AutoPayNoticeScreen as NoticeScreen, AutoPayNoticeStatus } from "../../../schemas/api/calls/auto-pay.js";
import { NOTICE_SCREEN_HOMES } from "./auto-pay-rules.js";

/**
 * /subscription-manage/autopay-notice/{status} and /my-unpaid-courses/autopay-notice/{status}: what came of an
 * authorisation at the gateway (decision 0025), and the way back to the screen it was started from.
 */
export function AutoPayNoticeScreen({ status, screen }: { status: AutoPayNoticeStatus; screen: NoticeScreen }) {
  const { t } = useTranslation();
  return (
    <section className="auto-pay auto-pay-notice" aria-labelledby="autopay-notice-title">
      <h1 id="autopay-notice-title">{t(`autoPay.noticePage.${status}.heading`)}</h1>
      <p>{t(`autoPay.noticePage.${status}.text`)}</p>
      <Link className="button button--primary" to={NOTICE_SCREEN_HOMES[screen]}>
        {t(screen === "my-unpaid-courses" ? "autoPay.noticePage.toUnpaid" : "autoPay.noticePage.toManage")}
      </Link>
    </section>
  );
}
