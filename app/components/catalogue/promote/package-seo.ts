import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { courseJsonLd, type CourseJsonLdInput } from "../detail/course-seo.js";
import { courseDetailPath, type PathFamily } from "../../../../rules/catalogue/product-paths.js";

interface PackageJsonLdInput extends CourseJsonLdInput {
  items: readonly CourseCard[];
  /** The page's address family, which its classes' pages share. */
  family: PathFamily;
}

/**
 * The package page's schema.org Course: the package with its price as an Offer (courseJsonLd), and each of its
 * classes as a part with its own page.
 */
export function packageJsonLd({ items, family, ...input }: PackageJsonLdInput) {
  const course = courseJsonLd(input);
  return {
    ...course,
    hasPart: items.map((item) => ({
      "@type": "Course",
      name: item.title,
      description: item.summary,
      url: `${input.origin}${courseDetailPath(item.id, family)}`,
      provider: course.provider,
    })),
  };
}
