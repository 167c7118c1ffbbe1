import { dayjs } from "../../rules/regional/dayjs.js";
import type { CatalogueFile, CatalogueTemplate } from "../../schemas/catalogue-file.js";
import type { Site } from "../../schemas/site.js";

type Schedule = CatalogueTemplate["courses"][number]["classes"][number]["schedule"];

/** The lessons of a weekly (or every-n-days) schedule, at the site's local clock time from the seed's day. */
function lessonsOf(schedule: Schedule, timezone: string, now: Date) {
  const [hour, minute] = schedule.at.split(":").map(Number) as [number, number];
  const firstDay = dayjs(now).tz(timezone).startOf("day").add(schedule.firstLessonInDays, "day");
  return Array.from({ length: schedule.count }, (_, index) => {
    const start = dayjs.tz(firstDay.add(index * schedule.everyDays, "day").format("YYYY-MM-DD"), timezone).hour(hour).minute(minute);
    return { startsAt: start.toISOString(), endsAt: start.add(schedule.minutes, "minute").toISOString() };
  });
}

function saleStart(saleStartsInDays: number | undefined, now: Date): string | undefined {
  return saleStartsInDays === undefined ? undefined : new Date(now.getTime() + saleStartsInDays * 86_400_000).toISOString();
}

/** A class's demo recording, as the replay of each of its lessons over by `now`. */
function withReplays(lessons: ReturnType<typeof lessonsOf>, replayUrl: string | undefined, now: Date) {
  return replayUrl ? lessons.map((lesson) => (Date.parse(lesson.endsAt) <= now.getTime() ? { ...lesson, replayUrl } : lesson)) : lessons;
}

/**
 * The demo catalogue of fixtures/catalogue/ as a catalogue file, its days counted from `now` in each site's
 * timezone: what was "in two days" when the store was seeded, and the lessons taught before then with their replays.
 */
export function materializeCatalogue(template: CatalogueTemplate, sites: readonly Site[], now: Date): CatalogueFile {
  const timezoneOf = new Map(sites.map((site) => [site.locale, site.timezone]));
  return {
    courses: template.courses.map((course) => ({
      ...course,
      classes: course.classes.map(({ schedule, replayUrl, sale: { saleStartsInDays, ...sale }, ...run }) => ({
        ...run,
        lessons: withReplays(lessonsOf(schedule, timezoneOf.get(course.locale) ?? "UTC", now), replayUrl, now),
        sale: { ...sale, saleStartsAt: saleStart(saleStartsInDays, now) },
      })),
    })),
    products: template.products.map(({ saleStartsInDays, ...product }) => ({ ...product, saleStartsAt: saleStart(saleStartsInDays, now) })),
    collections: template.collections,
  };
}
