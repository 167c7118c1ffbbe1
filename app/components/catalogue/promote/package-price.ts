import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";

export interface PackageSaving {
  /** What the package is compared with: its former price, or else its classes booked one by one. */
  comparedWith: "orgPrice" | "separately";
  /** The price compared with, in minor units. */
  reference: number;
  /** How much less the package costs, in minor units (always above 0). */
  saving: number;
}

/**
 * What a package saves (SPEC §3 orgPrice): against the former price the catalogue gives it, or, without one,
 * against its classes' prices added up. Null when it saves nothing, or there is nothing to compare with.
 */
export function packageSaving(pack: Pick<CourseCard, "sellPrice" | "orgPrice">, items: readonly Pick<CourseCard, "sellPrice">[]): PackageSaving | null {
  const separately = items.reduce((total, item) => total + item.sellPrice, 0);
  const compared =
    pack.orgPrice !== null
      ? { comparedWith: "orgPrice" as const, reference: pack.orgPrice }
      : { comparedWith: "separately" as const, reference: separately };
  const saving = compared.reference - pack.sellPrice;
  return saving > 0 ? { ...compared, saving } : null;
}
