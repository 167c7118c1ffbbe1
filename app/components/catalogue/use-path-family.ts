import { createContext, useContext } from "react";
import { type PathFamily } from "../../../rules/catalogue/product-paths.js";

/** The address family of the page being shown: its cards, filters and pages link within it. */
export const PathFamilyContext = createContext<PathFamily>("plain");

export function usePathFamily(): PathFamily {
  return useContext(PathFamilyContext);
}
