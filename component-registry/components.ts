/**
 * Every builder component, declared once: its componentName and the componentType page modules store with
 * it (SPEC §3 page module: 66 top banner, 35 and 69 conversion components, ...). Specs (catalog.ts), views
 * (views.ts) and resolvers (resolvers.ts) are keyed by these names, and the compiler holds them to this list.
 */
export const COMPONENT_TYPES = {
  RichText: 1,
  Image: 2,
  BannerCarousel: 3,
  Faq: 10,
  TeacherList: 20,
  AdSlot: 30,
  ConversionButton: 35,
  AppDownload: 40,
  CampusList: 50,
  JobListings: 60,
  ResourceList: 61,
  PdfLink: 62,
  Video: 63,
  TopBanner: 66,
  LeadForm: 69,
  Newsletter: 70,
  CourseList: 80,
  Header: 100,
} as const;

export type ComponentName = keyof typeof COMPONENT_TYPES;

/** The component a page module names, when its name is known and its type is that name's. */
export function componentOf(name: string, type: number): ComponentName | undefined {
  return Object.hasOwn(COMPONENT_TYPES, name) && COMPONENT_TYPES[name as ComponentName] === type ? (name as ComponentName) : undefined;
}

/** Whether a page module is of component `name`. */
export function isModuleOf(module: { componentName: string; componentType: number }, name: ComponentName): boolean {
  return componentOf(module.componentName, module.componentType) === name;
}
