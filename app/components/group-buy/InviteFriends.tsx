import { Link } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionNotice, type Notice } from "../../../ui/ActionNotice.js";
import { orderDetailPath } from "../order-detail/order-detail-rules.js";

interface Props {
  /** The group's page, absolute, to share. */
  link: string;
  /** The family's order holding its place while it is unpaid. */
  order: { orderId: string } | null;
}

/** The family's own group: its link with a copy button, and the order to pay while the place is only held. */
export function InviteFriends({ link, order }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const copy = async () => {
    setNotice(null);
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ kind: "done", text: t("groupBuy.invite.copied") });
    } catch {
      // No clipboard (an old browser, a page not allowed to write it): the link is selected to copy by hand.
      input.current?.select();
      setNotice({ kind: "failed", text: t("groupBuy.invite.copyFailed") });
    }
  };

  return (
    <section className="group-buy__invite" aria-labelledby="group-buy-invite-title">
      <h2 id="group-buy-invite-title">{t("groupBuy.invite.heading")}</h2>
      <p>{t("groupBuy.invite.intro")}</p>
      <label className="account-form__label" htmlFor={inputId}>
        {t("groupBuy.invite.link")}
      </label>
      <div className="group-buy__share">
        <input ref={input} id={inputId} className="form__input group-buy__share-input" type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t("groupBuy.invite.copy")}
        </button>
      </div>
      <ActionNotice notice={notice} />
      {order && (
        <p className="group-buy__unpaid">
          {t("groupBuy.invite.unpaid")}{" "}
          <Link className="button" to={orderDetailPath(order.orderId)}>
            {t("groupBuy.invite.pay")}
          </Link>
        </p>
      )}
    </section>
  );
}
