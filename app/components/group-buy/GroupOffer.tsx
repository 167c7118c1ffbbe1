import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { useShell } from "../shell/use-shell.js";
import { shownTags } from "./group-buy-rules.js";

/** The group price against the class's usual one, the group's size, the time a group has to fill and the event's window. */
export function GroupOffer({ view }: { view: GroupBuyView }) {
  const { t } = useTranslation();
  const { site, language } = useShell();
  const price = (amount: number) => formatPrice(amount, site.currency);
  const listPrice = view.card.sellPrice > view.price ? price(view.card.sellPrice) : null;
  // The site's own time, as the service counts the event's window.
  const when = (instant: string) => formatDateTime(instant, site, language);
  const tags = shownTags(view);
  const eventWindow =
    view.eventState === "upcoming"
      ? t("groupBuy.offer.startsAt", { date: when(view.startsAt) })
      : t(view.eventState === "ended" ? "groupBuy.offer.ended" : "groupBuy.offer.endsAt", { date: when(view.endsAt) });
  return (
    <section className="group-buy__offer" aria-labelledby="group-buy-offer-title">
      <h2 id="group-buy-offer-title" className="visually-hidden">
        {t("groupBuy.offer.heading")}
      </h2>
      <p className="group-buy__price">
        <span className="group-buy__price-label">{t("groupBuy.offer.groupPrice")}</span>
        <strong className="group-buy__price-now">{price(view.price)}</strong>
        {listPrice && (
          <>
            <span className="visually-hidden">{t("groupBuy.offer.listPrice", { price: listPrice })}</span>
            <s className="group-buy__price-was" aria-hidden="true">
              {listPrice}
            </s>
          </>
        )}
      </p>
      {tags.length > 0 && (
        <ul className="group-buy__tags" aria-label={t("groupBuy.offer.tags")}>
          {tags.map((tag) => (
            <li key={tag} className="group-buy__tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <ul className="group-buy__terms">
        <li>{t("groupBuy.offer.groupSize", { count: view.groupSize })}</li>
        <li>{t("groupBuy.offer.fillHours", { hours: view.fillHours })}</li>
        <li>{eventWindow}</li>
      </ul>
    </section>
  );
}
