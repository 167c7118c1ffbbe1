import type { ComponentName } from "./components.js";
import type { View } from "./define.js";

export interface ViewEntry {
  load: () => Promise<{ default: View<never, never> }>;
  /** Height reserved before a deferred module renders, so it does not shift the page. */
  estimatedHeight: number;
}

/** How the renderer shows each component; each view is its own chunk, so a page loads only what it uses. */
export const componentViews: Record<ComponentName, ViewEntry> = {
  RichText: { load: () => import("./rich-text/RichText.js"), estimatedHeight: 240 },
  Image: { load: () => import("./image/Image.js"), estimatedHeight: 320 },
  BannerCarousel: { load: () => import("./banner-carousel/BannerCarousel.js"), estimatedHeight: 360 },
  TopBanner: { load: () => import("./top-banner/TopBanner.js"), estimatedHeight: 360 },
  ConversionButton: { load: () => import("./conversion-button/ConversionButton.js"), estimatedHeight: 72 },
  LeadForm: { load: () => import("./lead-form/LeadForm.js"), estimatedHeight: 420 },
  Faq: { load: () => import("./faq/Faq.js"), estimatedHeight: 400 },
  TeacherList: { load: () => import("./teacher-list/TeacherList.js"), estimatedHeight: 480 },
  AdSlot: { load: () => import("./ad-slot/AdSlot.js"), estimatedHeight: 160 },
  AppDownload: { load: () => import("./app-download/AppDownload.js"), estimatedHeight: 280 },
  CampusList: { load: () => import("./campus-list/CampusList.js"), estimatedHeight: 400 },
  JobListings: { load: () => import("./job-listings/JobListings.js"), estimatedHeight: 480 },
  ResourceList: { load: () => import("./resource-list/ResourceList.js"), estimatedHeight: 400 },
  PdfLink: { load: () => import("./pdf-link/PdfLink.js"), estimatedHeight: 96 },
  Video: { load: () => import("./video/Video.js"), estimatedHeight: 400 },
  Newsletter: { load: () => import("./newsletter/Newsletter.js"), estimatedHeight: 200 },
  CourseList: { load: () => import("./course-list/CourseList.js"), estimatedHeight: 560 },
  Header: { load: () => import("./header/Header.js"), estimatedHeight: 64 },
};
