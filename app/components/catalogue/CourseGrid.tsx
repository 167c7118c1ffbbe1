import type { CourseCard as Card } from "../../../schemas/api/calls/catalogue.js";
import { CourseCard } from "./CourseCard.js";

interface Props {
  cards: readonly Card[];
  className?: string;
  /** The cards' title level: one below the heading of what holds them. */
  headingLevel?: 2 | 3;
}

/** Class cards in the catalogue's grid. */
export function CourseGrid({ cards, className, headingLevel = 3 }: Props) {
  return (
    <ul className={className ? `course-grid ${className}` : "course-grid"}>
      {cards.map((card) => (
        <li key={card.id}>
          <CourseCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
