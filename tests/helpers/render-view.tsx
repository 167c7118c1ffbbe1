import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import type { ModuleEnvironment, View } from "../../component-registry/define.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import type { Site } from "../../schemas/site.js";
import { MediaImagesContext, type MediaImages } from "../../ui/media-images.js";
import { siteOf } from "./test-sites.js";

/** A site from the fixtures, as views receive it. */
export function fixtureSite(locale = "us"): Site {
  return siteOf(locale as Site["locale"]);
}

export function testEnvironment(overrides: Partial<ModuleEnvironment> = {}): ModuleEnvironment {
  const site = overrides.site ?? fixtureSite();
  return { site, language: site.defaultLanguage, preview: false, editing: false, path: "/", ...overrides };
}

/** Renders a component view with its data, in English unless the environment says otherwise. */
export function renderView<Data, Resolved>(
  ViewComponent: View<Data, Resolved>,
  props: { data: Data; resolved?: Resolved; environment?: Partial<ModuleEnvironment>; moduleId?: number; mediaImages?: MediaImages },
) {
  const environment = testEnvironment(props.environment);
  return render(
    <I18nextProvider i18n={i18nFor(environment.language)}>
      <MediaImagesContext.Provider value={props.mediaImages}>
        <ViewComponent
          moduleId={props.moduleId ?? 1}
          data={props.data}
          resolved={props.resolved as Resolved}
          environment={environment}
        />
      </MediaImagesContext.Provider>
    </I18nextProvider>,
  );
}
