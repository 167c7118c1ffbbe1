import { useTranslation } from "react-i18next";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { ClassSummary } from "./ClassSummary.js";
import { GroupAction } from "./GroupAction.js";
import { groupBuyAction, groupBuyPath } from "./group-buy-rules.js";
import { GroupOffer } from "./GroupOffer.js";
import { GroupStatus } from "./GroupStatus.js";
import { InviteFriends } from "./InviteFriends.js";
import { usePageClock } from "./use-page-clock.js";
import { useGroupBuyStart } from "./use-group-buy-start.js";

export interface GroupBuyScreenProps {
  view: GroupBuyView;
  /** When the loader answered (ms since the epoch): the page renders with it until the browser's clock takes over. */
  loadedAt: number;
  /** The site's origin, for the link a family shares. */
  origin: string;
}

/**
 * /activity/group/detail/{id}?groupId= (SPEC §2, decision 0036): the class a group buys at its group price, the
 * group's families and the time it has left, and the one thing the viewer may do — start a group, join this one,
 * invite friends to their own — or why not.
 */
export function GroupBuyScreen({ view, loadedAt, origin }: GroupBuyScreenProps) {
  const { t } = useTranslation();
  const { group } = view;
  const counting = group?.state === "open" && group.deadline !== null;
  const now = usePageClock(loadedAt, counting);
  const action = groupBuyAction(view, now);
  const { start, busy, refusal } = useGroupBuyStart(view, action);
  return (
    <article className="group-buy" aria-labelledby="group-buy-title">
      <header className="group-buy__head">
        <p className="group-buy__kicker">{t("groupBuy.kicker")}</p>
        <h1 id="group-buy-title">{view.card.title}</h1>
      </header>
      {/* The offer, then the group and the way on, then the class: on a phone the button comes before the class's details. */}
      <div className="group-buy__body">
        <GroupOffer view={view} />
        <div className="group-buy__side">
          <GroupStatus group={group} now={now} counting={counting && action.kind !== "closed"} />
          {action.kind === "invite" ? (
            group && <InviteFriends link={`${origin}${groupBuyPath(view.activityId, group.groupId)}`} order={action.order} />
          ) : (
            <GroupAction action={action} start={start} busy={busy} refusal={refusal} />
          )}
        </div>
        <ClassSummary card={view.card} />
      </div>
    </article>
  );
}
