import { resolveAdSlot } from "./ad-slot/resolve.js";
import { resolveCampusList } from "./campus-list/resolve.js";
import type { ComponentName } from "./components.js";
import { resolveCourseList } from "./course-list/resolve.js";
import type { Resolver } from "./define.js";
import { resolveLeadForm } from "./lead-form/resolve.js";
import { resolveTeacherList } from "./teacher-list/resolve.js";

/**
 * Components that need more than their own data (teachers, ads, campuses, grades) fetch it here, on the server,
 * through the API. Keyed like views.ts; only loaders import this module.
 */
export const componentResolvers: Partial<Record<ComponentName, Resolver<never, unknown>>> = {
  TeacherList: resolveTeacherList,
  AdSlot: resolveAdSlot,
  CampusList: resolveCampusList,
  LeadForm: resolveLeadForm,
  CourseList: resolveCourseList,
};
