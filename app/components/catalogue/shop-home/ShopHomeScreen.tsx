import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import AdSlot from "../../../../component-registry/ad-slot/AdSlot.js";
import type { AdResource } from "../../../../component-registry/ad-slot/ads.js";
import { PageModules, type RenderableModule } from "../../../../renderer/PageModules.js";
import { SCREENS } from "../../../../rules/screens.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { useModuleEnvironment } from "../../ModuleScope.js";
import { CourseRow } from "./CourseRow.js";
import { channelListHref, SHOP_HOME_PATH } from "./shop-home-paths.js";

export interface ChannelRow {
  channel: { id: number; name: string };
  /** Classes of the channel that are not over; `cards` are the first of them. */
  total: number;
  cards: CourseCard[];
}

export interface ShopHomeData {
  /** The shop home's ads (getCoursesBannerList). */
  banners: AdResource[];
  /** The channels with classes, in the shop's order. */
  rows: ChannelRow[];
  /** The modules of the builder page at /courses, resolved: what marketers add below the shop. */
  modules: RenderableModule[];
  /** An editor previewing a draft of that page: nothing is tracked. */
  preview: boolean;
}

/** /courses, the shop home (SPEC §2): its ads, the channels, a row of classes per channel, then the page's modules. */
export function ShopHomeScreen({ banners, rows, modules, preview }: ShopHomeData) {
  const { t } = useTranslation();
  const environment = useModuleEnvironment(SHOP_HOME_PATH, preview);
  return (
    <>
      <div className="shop-home">
        <h1 className="shop-home__title">{t("shopHome.heading")}</h1>
        {banners.length > 0 && (
          <AdSlot moduleId={0} data={{ locationKey: "shop_home" }} resolved={{ resources: banners }} environment={environment} />
        )}
        <nav className="shop-home__channels" aria-label={t("shopHome.channels")}>
          <ul>
            <li>
              <Link to={SCREENS.courseList}>{t("shopHome.allClasses")}</Link>
            </li>
            {rows.map(({ channel }) => (
              <li key={channel.id}>
                <Link to={channelListHref(channel.id)}>{channel.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {rows.length === 0 ? (
          <div className="catalogue-empty">
            <p>{t("shopHome.empty")}</p>
          </div>
        ) : (
          rows.map(({ channel, total, cards }) => (
            <CourseRow key={channel.id} title={channel.name} seeAllHref={channelListHref(channel.id)} total={total} cards={cards} />
          ))
        )}
      </div>
      <PageModules modules={modules} environment={environment} />
    </>
  );
}
