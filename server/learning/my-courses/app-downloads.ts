import { z } from "zod";
import config from "../../../fixtures/app-downloads.json" with { type: "json" };
import { linkUrl } from "../../../schemas/api/fields.js";
import { APP_DOWNLOAD_KEYS, CLASS_APPS, type AppDownloads, type ClassApp } from "../../../schemas/api/calls/my-courses.js";
import { DELIVERY_MODES, type DeliveryMode } from "../../../schemas/catalogue.js";

/**
 * The apps classes are taught in and where to get each for the student's devices (fixtures/app-downloads.json): the
 * public download pages of Zoom and ClassIn, and the site's own /download page for its student app. Read once at
 * start: a file missing an app, a device key or a delivery mode stops the service from starting.
 */
export const appDownloadsConfigSchema = z.object({
  apps: z.record(
    z.enum(CLASS_APPS),
    // The school's own app goes by the school's name.
    z.object({ name: z.string().min(1).optional(), downloads: z.record(z.enum(APP_DOWNLOAD_KEYS), linkUrl) }),
  ),
  deliveryModes: z.record(z.enum(DELIVERY_MODES), z.enum(CLASS_APPS).nullable()),
});

const APPS = appDownloadsConfigSchema.parse(config);

/** The app a class taught this way is entered through; null for one taught in person. */
export function classAppOf(mode: DeliveryMode): ClassApp | null {
  return APPS.deliveryModes[mode];
}

/** Every app with its download address per device key, and the app of each delivery mode. */
export function appDownloads(schoolName: string): AppDownloads {
  return {
    apps: CLASS_APPS.map((app) => ({
      app,
      name: APPS.apps[app].name ?? schoolName,
      downloads: APP_DOWNLOAD_KEYS.map((key) => ({ key, url: APPS.apps[app].downloads[key] })),
    })),
    deliveryModes: DELIVERY_MODES.map((deliveryMode) => ({ deliveryMode, app: classAppOf(deliveryMode) })),
  };
}
