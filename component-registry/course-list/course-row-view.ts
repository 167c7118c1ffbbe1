import { createContext, type ComponentType } from "react";
import type { CourseCard } from "../../schemas/api/calls/catalogue.js";

export interface CourseRowProps {
  title: string;
  /** The full list of what the row shows the first of. */
  seeAllHref: string;
  /** How many classes the full list has. */
  total: number;
  cards: CourseCard[];
}

/** How the storefront shows a titled row of class cards, and the stylesheets the row needs. */
export interface CourseRowView {
  Row: ComponentType<CourseRowProps>;
  stylesheets: readonly string[];
}

/**
 * The storefront's row of class cards (app/components/catalogue/shop-home/CourseRow.tsx, with the catalogue's
 * CourseCard), given by the app: builder components do not import app/ (docs/architecture.md), and the cards
 * are the catalogue's own, not a copy.
 */
export const CourseRowViewContext = createContext<CourseRowView | null>(null);
