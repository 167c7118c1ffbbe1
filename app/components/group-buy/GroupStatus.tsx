import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { useShell } from "../shell/use-shell.js";
import { FillCountdown } from "./FillCountdown.js";
import { GroupMembers } from "./GroupMembers.js";

type Group = NonNullable<GroupBuyView["group"]>;

/** Where the group stands: places left, the countdown and the date it closes while open, and who holds its places. */
export function GroupStatus({ group, now, counting }: { group: Group | null; now: number; counting: boolean }) {
  const { t } = useTranslation();
  const { site, language } = useShell();
  return (
    <section className="group-buy__group" aria-labelledby="group-buy-group-title">
      <h2 id="group-buy-group-title">{t("groupBuy.group.heading")}</h2>
      {group === null ? (
        <p className="group-buy__hint">{t("groupBuy.group.none")}</p>
      ) : (
        <>
          {(group.state === "pending" || group.state === "open") && <p className="group-buy__places">{t("groupBuy.group.placesLeft", { count: group.placesLeft })}</p>}
          {group.state === "pending" && <p className="group-buy__hint">{t("groupBuy.group.pending")}</p>}
          {counting && group.deadline && (
            <>
              <FillCountdown deadline={group.deadline} now={now} />
              {/* The site's own time, as the service counts the deadline. */}
              <p className="group-buy__hint">{t("groupBuy.group.deadline", { date: formatDateTime(group.deadline, site, language) })}</p>
            </>
          )}
          <GroupMembers group={group} />
        </>
      )}
    </section>
  );
}
