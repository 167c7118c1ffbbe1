import type { ResponseOf } from "../../schemas/api/contract.js";
import type { FormOutcome } from "../frame/form-outcome.js";

/** What the navigation screen's forms ask its route's action, and the call each one makes. */
export const NAVIGATION_INTENT = { save: "saveNavigation", publish: "publishNavigation", rollback: "rollbackNavigation" } as const;
export type NavigationIntent = (typeof NAVIGATION_INTENT)[keyof typeof NAVIGATION_INTENT];

export type NavigationOutcome =
  | FormOutcome<typeof NAVIGATION_INTENT.save, ResponseOf<"adminSaveNavigation">>
  | FormOutcome<typeof NAVIGATION_INTENT.publish, ResponseOf<"adminPublishNavigation">>
  | FormOutcome<typeof NAVIGATION_INTENT.rollback, ResponseOf<"adminRollbackNavigation">>;

/** The query parameter naming the site module on screen, when a site has several. */
export const MODULE_PARAMETER = "module";
