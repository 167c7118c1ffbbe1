import { useTranslation } from "react-i18next";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { SafeImage } from "../../../ui/SafeImage.js";
import { groupPlaces, initialsOf } from "./group-buy-rules.js";

type Group = NonNullable<GroupBuyView["group"]>;

/** The group's places: each family's avatar (or initials), the leader marked, paid or only held; then the free places. */
export function GroupMembers({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <ul className="group-buy__members" aria-label={t("groupBuy.group.members")}>
      {groupPlaces(group).map((place, index) =>
        place.kind === "free" ? (
          <li key={`free-${index}`} className="group-buy__member group-buy__member--free">
            <span className="group-buy__avatar group-buy__avatar--free" aria-hidden="true">
              +
            </span>
            <span className="group-buy__member-text">{t("groupBuy.group.free")}</span>
          </li>
        ) : (
          <li key={`member-${index}`} className={`group-buy__member${place.member.role === "leader" ? " group-buy__member--leader" : ""}`}>
            {place.member.avatar ? (
              <SafeImage className="group-buy__avatar" src={place.member.avatar} alt="" width={48} height={48} />
            ) : (
              <span className="group-buy__avatar group-buy__avatar--initials" aria-hidden="true">
                {initialsOf(place.member.name)}
              </span>
            )}
            <span className="group-buy__member-text">
              <span className="group-buy__member-name">{place.member.name}</span>
              {place.member.role === "leader" && <span className="group-buy__badge">{t("groupBuy.group.leader")}</span>}
              <span className={`group-buy__place-state group-buy__place-state--${place.member.paid ? "paid" : "holding"}`}>
                {t(place.member.paid ? "groupBuy.group.paid" : "groupBuy.group.holding")}
              </span>
            </span>
          </li>
        ),
      )}
    </ul>
  );
}
