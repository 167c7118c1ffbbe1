/** Where ads are placed (SPEC §3 resource ad); shared by the API contract and the AdSlot component. */
export const LOCATION_KEYS = [
  "home",
  "shop_home",
  "shop_list",
  "competition_mall",
  "student_portal",
  "side_bar",
  "examination_home",
] as const;

export type LocationKey = (typeof LOCATION_KEYS)[number];
