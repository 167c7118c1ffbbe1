import { componentKey, type View } from "./define.js";

export interface ViewEntry {
  load: () => Promise<{ default: View<never, never> }>;
  /** Height reserved before a deferred module renders, so it does not shift the page. */
  estimatedHeight: number;
}

const entry = (
  name: string,
  type: number,
  load: () => Promise<{ default: View<never, never> }>,
  estimatedHeight: number,
): [string, ViewEntry] => [componentKey(name, type), { load, estimatedHeight }];

/** How the renderer shows each component; each view is its own chunk, so a page loads only what it uses. */
export const componentViews: Record<string, ViewEntry> = Object.fromEntries([
  entry("RichText", 1, () => import("./rich-text/RichText.js"), 240),
  entry("Image", 2, () => import("./image/Image.js"), 320),
  entry("BannerCarousel", 3, () => import("./banner-carousel/BannerCarousel.js"), 360),
  entry("TopBanner", 66, () => import("./top-banner/TopBanner.js"), 360),
  entry("ConversionButton", 35, () => import("./conversion-button/ConversionButton.js"), 72),
  entry("LeadForm", 69, () => import("./lead-form/LeadForm.js"), 420),
  entry("Faq", 10, () => import("./faq/Faq.js"), 400),
  entry("TeacherList", 20, () => import("./teacher-list/TeacherList.js"), 480),
  entry("AdSlot", 30, () => import("./ad-slot/AdSlot.js"), 160),
  entry("AppDownload", 40, () => import("./app-download/AppDownload.js"), 280),
  entry("CampusList", 50, () => import("./campus-list/CampusList.js"), 400),
  entry("JobListings", 60, () => import("./job-listings/JobListings.js"), 480),
  entry("ResourceList", 61, () => import("./resource-list/ResourceList.js"), 400),
  entry("PdfLink", 62, () => import("./pdf-link/PdfLink.js"), 96),
  entry("Video", 63, () => import("./video/Video.js"), 400),
  entry("Newsletter", 70, () => import("./newsletter/Newsletter.js"), 200),
  entry("Header", 100, () => import("./header/Header.js"), 64),
]);
