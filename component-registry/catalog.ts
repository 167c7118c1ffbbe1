import { adSlotSpec } from "./ad-slot/schema.js";
import { appDownloadSpec } from "./app-download/schema.js";
import { bannerCarouselSpec } from "./banner-carousel/schema.js";
import { campusListSpec } from "./campus-list/schema.js";
import { conversionButtonSpec } from "./conversion-button/schema.js";
import { courseListSpec } from "./course-list/schema.js";
import { componentOf, type ComponentName } from "./components.js";
import type { ComponentSpec } from "./define.js";
import { faqSpec } from "./faq/schema.js";
import { headerSpec } from "./header/schema.js";
import { imageSpec } from "./image/schema.js";
import { jobListingsSpec } from "./job-listings/schema.js";
import { leadFormSpec } from "./lead-form/schema.js";
import { newsletterSpec } from "./newsletter/schema.js";
import { pdfLinkSpec } from "./pdf-link/schema.js";
import { resourceListSpec } from "./resource-list/schema.js";
import { richTextSpec } from "./rich-text/schema.js";
import { teacherListSpec } from "./teacher-list/schema.js";
import { topBannerSpec } from "./top-banner/schema.js";
import { videoSpec } from "./video/schema.js";

/** Every builder component's spec (identity, data schema, defaults), in the order editors are offered them. Views are in views.ts. */
export const componentSpecs: readonly ComponentSpec[] = [
  richTextSpec,
  imageSpec,
  bannerCarouselSpec,
  topBannerSpec,
  conversionButtonSpec,
  leadFormSpec,
  faqSpec,
  teacherListSpec,
  adSlotSpec,
  appDownloadSpec,
  campusListSpec,
  jobListingsSpec,
  resourceListSpec,
  pdfLinkSpec,
  videoSpec,
  newsletterSpec,
  courseListSpec,
  headerSpec,
];

const specsByName = new Map<ComponentName, ComponentSpec>(componentSpecs.map((spec) => [spec.name, spec]));

/** The spec of the component a page module names (its name and type must go together). */
export function findComponentSpec(name: string, type: number): ComponentSpec | undefined {
  const component = componentOf(name, type);
  return component && specsByName.get(component);
}
