import { useMemo, type ReactNode } from "react";
import type { ModuleEnvironment } from "../../component-registry/define.js";
import { SiteApiContext } from "../../api/site-api-context.js";
import { TrackerContext, type TrackEvent } from "../../renderer/tracking.js";
import { browserApi } from "../lib/browser-api.js";
import { sessionAttribution } from "../lib/attribution-store.js";
import { browserTracker } from "../lib/tracker.js";
import { siteCallContext } from "../lib/call-context.js";
import { CourseRowViews } from "./catalogue/shop-home/CourseRowViews.js";
import { useShell } from "./shell/use-shell.js";

/** Where builder modules of this request are shown: the site and language from the root, and the page's path. */
export function useModuleEnvironment(path: string, preview: boolean, editing = false): ModuleEnvironment {
  const { site, language } = useShell();
  return useMemo(() => ({ site, language, preview, editing, path }), [site, language, preview, editing, path]);
}

/**
 * Gives builder modules the browser's API client with this site's call header, the tracker of their
 * visibility (not while an editor previews: drafts are not what visitors see) and the catalogue's card row.
 */
export function ModuleScope({ preview, children }: { preview: boolean; children: ReactNode }) {
  const { site, language, signingKey, timezone } = useShell();
  const siteApi = useMemo(
    () => ({ api: browserApi(signingKey), call: siteCallContext(site, language, { timezone, attribution: sessionAttribution() }) }),
    [signingKey, site, language, timezone],
  );
  // The same value on the server and in the browser, from the first render: a context that changed just
  // after hydration would update modules whose code is still loading (React error 421). The tracker
  // itself starts with the first event, which only effects in the browser send.
  const track = useMemo(
    () => (preview ? null : (event: TrackEvent) => browserTracker(siteApi.api, siteApi.call)(event)),
    [preview, siteApi],
  );
  return (
    <SiteApiContext.Provider value={siteApi}>
      <TrackerContext.Provider value={track}>
        <CourseRowViews>{children}</CourseRowViews>
      </TrackerContext.Provider>
    </SiteApiContext.Provider>
  );
}
