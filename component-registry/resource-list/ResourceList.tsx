import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { SafeImage } from "../../ui/SafeImage.js";
import { fullListPath, previewItems, type ResourceItem } from "./resources.js";
import type { ResourceListData } from "./schema.js";

function ResourceCards({ items }: { items: readonly ResourceItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="resource-list__items">
      {items.map((item, index) => {
        const kind = t(`components.ResourceList.kinds.${item.kind}`);
        return (
          <li key={`${item.url}-${index}`} className={`resource-card resource-card--${item.kind}`}>
            {item.thumbnail ? (
              // The title follows as the card's link, so the thumbnail is decorative.
              <SafeImage className="resource-card__thumbnail" src={item.thumbnail} alt="" />
            ) : (
              <span className="resource-card__kind-badge">{kind}</span>
            )}
            <h3 className="resource-card__title">
              <a className="resource-card__link" href={item.url}>
                {item.title}
              </a>
            </h3>
            {item.thumbnail && <p className="resource-card__kind">{kind}</p>}
            {item.description && <p className="resource-card__description">{item.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** Learning resources: the first few as cards, the rest on /resources/list/{moduleId}. */
export default function ResourceList({ data, moduleId, title }: ViewProps<ResourceListData>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { shown, hasMore } = previewItems(data.items, data.previewCount);
  const heading = data.title?.trim() || title?.trim() || t("components.ResourceList.title");

  return (
    <section className="resource-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="resource-list__title">
        {heading}
      </h2>
      <ResourceCards items={shown} />
      {hasMore && (
        <a className="resource-list__see-all" href={fullListPath(moduleId)} aria-describedby={headingId}>
          {t("components.ResourceList.seeAll", { total: data.items.length })}
        </a>
      )}
    </section>
  );
}

/** Every resource of a module: the page /resources/list/{moduleId}, whose heading this is. */
export function FullResourceList({ data }: { data: ResourceListData }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="resource-list resource-list--full" aria-labelledby={headingId}>
      <h1 id={headingId} className="resource-list__title">
        {data.title?.trim() || t("components.ResourceList.title")}
      </h1>
      <ResourceCards items={data.items} />
    </section>
  );
}
