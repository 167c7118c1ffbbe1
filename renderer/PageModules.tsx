import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEnvironment } from "../component-registry/define.js";
import type { PreparedModule } from "../schemas/api/calls/pages.js";
import { IDLE_PREFETCH_TIMEOUT_MS, isServerRendered, shouldPrefetch } from "./deferral.js";
import { lazyView, viewEntry } from "./lazy-views.js";
import { ModuleBoundary } from "./ModuleBoundary.js";
import { ModuleVisibility } from "./tracking.js";
import { MediaImagesContext, type MediaImages } from "../ui/media-images.js";

export interface RenderableModule extends PreparedModule {
  /** What the component's resolver fetched on the server. */
  resolved?: unknown;
  /** The media library images its data names, with their variants (SafeImage makes them responsive). */
  media?: MediaImages;
}

interface Props {
  modules: RenderableModule[];
  environment: ModuleEnvironment;
  /** The editors' tool's keys of the modules, by position: the tool's frame marks each module with its key. */
  editorKeys?: readonly string[];
  /** The module the editor works on, outlined in the tool's frame. */
  selectedKey?: string | null;
}

/** Only editors, in the tool's own frame, see why a module is missing. */
function PreviewNotice({ children }: { children: ReactNode }) {
  return (
    <div className="module-notice" role="note">
      {children}
    </div>
  );
}

function ModuleView({ module, environment }: { module: RenderableModule; environment: ModuleEnvironment }) {
  const View = lazyView(module.componentName, module.componentType)!;
  return (
    <MediaImagesContext.Provider value={module.media}>
      <View
        moduleId={module.id}
        title={module.componentTitle}
        data={module.componentData}
        resolved={module.resolved}
        environment={environment}
      />
    </MediaImagesContext.Provider>
  );
}

/** A module below the first screen: a box of its expected height until it comes near the viewport. */
function DeferredModule({ module, environment, height }: { module: RenderableModule; environment: ModuleEnvironment; height: number }) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: "400px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = <div ref={box} className="module-placeholder" style={{ minHeight: height }} aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ModuleView module={module} environment={environment} />
    </Suspense>
  );
}

/** The modules of a page, in order, each behind its own error boundary. */
export function PageModules({ modules, environment, editorKeys, selectedKey }: Props) {
  const { t } = useTranslation();
  const { editing } = environment;

  useEffect(() => {
    const deferred = modules.filter((_, index) => !isServerRendered(index));
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (deferred.length === 0 || !shouldPrefetch(connection)) return;
    const prefetch = () => deferred.forEach((module) => void viewEntry(module.componentName, module.componentType)?.load());
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, IDLE_PREFETCH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [modules]);

  return (
    <>
      {modules.map((module, index) => {
        const entry = viewEntry(module.componentName, module.componentType);
        const label = `${module.id} ${module.componentName}`;
        if (!entry) {
          return editing ? (
            <PreviewNotice key={module.id}>
              {t("preview.unknownComponent", { name: module.componentName, type: module.componentType, id: module.id })}
            </PreviewNotice>
          ) : null;
        }
        if (module.problem) {
          return editing ? (
            <PreviewNotice key={module.id}>{t("preview.invalidModule", { module: label, problem: module.problem })}</PreviewNotice>
          ) : null;
        }
        const failed = editing ? <PreviewNotice>{t("preview.moduleFailed", { module: label })}</PreviewNotice> : null;
        return (
          <section
            key={module.id}
            id={`module-${module.id}`}
            className="page-module"
            data-preview-label={editing ? label : undefined}
            data-module-key={editorKeys?.[index]}
            draggable={editorKeys ? true : undefined}
            data-selected={selectedKey != null && editorKeys?.[index] === selectedKey ? "" : undefined}
            data-component={isServerRendered(index) ? module.componentName : undefined}
          >
            <ModuleBoundary moduleId={module.id} fallback={failed}>
              <ModuleVisibility moduleId={module.id} componentName={module.componentName} path={environment.path}>
                {isServerRendered(index) ? (
                  <Suspense fallback={<div className="module-placeholder" style={{ minHeight: entry.estimatedHeight }} />}>
                    <ModuleView module={module} environment={environment} />
                  </Suspense>
                ) : (
                  <DeferredModule module={module} environment={environment} height={entry.estimatedHeight} />
                )}
              </ModuleVisibility>
            </ModuleBoundary>
          </section>
        );
      })}
    </>
  );
}
