import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { lastPageOf } from "../../../ui/page-items.js";
import { Paging } from "../../../ui/Paging.js";
import { SCREENS } from "../../../rules/screens.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { OrderCard } from "./OrderCard.js";
import { ORDER_LIST_PAGE_SIZE, ORDER_TABS, orderListHref, type OrderListQuery } from "./order-list-query.js";

/** /order/list: the family's orders, newest first, under status tabs (SPEC §4 codes) and paged. */
export function OrderListScreen({ query, orders }: { query: OrderListQuery; orders: ResponseOf<"queryOrderList"> }) {
  const { t } = useTranslation();
  return (
    <section className="order-list" aria-labelledby="order-list-title">
      <h1 id="order-list-title">{t("orders.list.title")}</h1>
      <nav className="tabs__list order-list__tabs" aria-label={t("orders.list.tabs")}>
        {ORDER_TABS.map((tab) => {
          const current = tab.status === query.status;
          return (
            <Link key={tab.status} to={orderListHref(query, { status: tab.status })} className={`tabs__tab${current ? " tabs__tab--active" : ""}`} aria-current={current ? "page" : undefined}>
              {t(tab.textKey)}
            </Link>
          );
        })}
      </nav>
      {orders.list.length === 0 ? (
        <div className="order-list__empty">
          <p>{t(query.status === 0 ? "orders.list.empty" : "orders.list.emptyFiltered")}</p>
          <Link className="button button--primary" to={SCREENS.courseList}>
            {t("orders.list.browse")}
          </Link>
        </div>
      ) : (
        <ul className="order-list__orders">
          {orders.list.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <Paging page={query.page} lastPage={lastPageOf(orders.total, ORDER_LIST_PAGE_SIZE)} hrefOf={(page) => orderListHref(query, { page })} />
    </section>
  );
}
