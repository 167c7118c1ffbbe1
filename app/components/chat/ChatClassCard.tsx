import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { courseDetailPath } from "../../../rules/catalogue/product-paths.js";
import { formatCardDate } from "../../../rules/regional/dates.js";
import type { ChatClassCard as Card } from "../../../schemas/api/calls/chat.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import { usePathFamily } from "../catalogue/use-path-family.js";
import { useShell } from "../shell/use-shell.js";

/** A class the assistant recommends, small enough for the chat: its title linking to its page, what and when, and its price. */
export function ChatClassCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const family = usePathFamily();
  const facts = [card.subjectName, card.gradeNames.join(", ")].filter(Boolean).join(" · ");
  return (
    <article className="chat-card">
      <Link className="chat-card__title" to={courseDetailPath(card.id, family)}>
        {card.title}
      </Link>
      {facts && <p className="chat-card__facts">{facts}</p>}
      {card.firstLessonTime && (
        <p className="chat-card__facts">{t("chat.startsOn", { date: formatCardDate(card.firstLessonTime, site, { timezone }) })}</p>
      )}
      {/* The price alone: the chat sites (cn, us) show no tax on cards, and the class page has the rest. */}
      <p className="chat-card__price">{formatPrice(card.sellPrice, site.currency)}</p>
    </article>
  );
}
