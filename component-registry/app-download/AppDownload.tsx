import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { appPlatform, downloadMethod, startIframeDownload } from "./download.js";
import type { AppDownloadData } from "./schema.js";

type App = AppDownloadData["apps"][number];

/**
 * The student apps: one download per platform. Desktop installers download in place through a hidden
 * iframe; mobile apps open their store in a new window. Each is a real link, so it also works before
 * the page is interactive.
 */
export default function AppDownload({ data }: ViewProps<AppDownloadData>) {
  const { t } = useTranslation();

  function onDownload(event: MouseEvent<HTMLAnchorElement>, app: App) {
    // Let modified clicks (new tab, save link...) do what the visitor asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    startIframeDownload(app.url);
  }

  return (
    <section className="app-download">
      <h2 className="app-download__title">{data.title}</h2>
      {data.description && <p className="app-download__description">{data.description}</p>}
      <ul className="app-download__apps">
        {data.apps.map((app, index) => {
          const platform = appPlatform(app.key);
          const store = downloadMethod(app.key) === "store";
          return (
            <li key={`${app.key}-${index}`} className="app-download__app">
              <a
                className={`button app-download__button app-download__button--${platform}`}
                href={app.url}
                {...(store
                  ? { target: "_blank", rel: "noopener noreferrer" }
                  : { onClick: (event: MouseEvent<HTMLAnchorElement>) => onDownload(event, app) })}
              >
                <span className={`app-download__icon app-download__icon--${platform}`}>
                  {t(`components.AppDownload.platforms.${platform}`)}
                </span>
                <span className="app-download__label">{app.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
