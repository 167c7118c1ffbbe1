import { useTranslation } from "react-i18next";
import { isOnlinePoint, type PlacedPoint } from "../rules/regional/nearest.js";

/**
 * A teaching point's name as the visitor reads it: the online point is named in the page's language (the
 * site data calls it "Online" on every site); a campus keeps its own name.
 */
export function usePointName(): (point: PlacedPoint) => string {
  const { t } = useTranslation();
  return (point) => (isOnlinePoint(point) ? t("components.CampusList.onlineName") : point.name);
}
