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

/** The shop's locations, whose ads can be for some shop channels only (decision 0022). */
export const CHANNEL_LOCATION_KEYS = ["shop_home", "shop_list"] as const satisfies readonly LocationKey[];

export const isChannelLocation = (locationKey: LocationKey): boolean => (CHANNEL_LOCATION_KEYS as readonly LocationKey[]).includes(locationKey);
