import { formatDateTime } from "../../../rules/regional/dates.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import { isValidTimezone } from "../../../rules/regional/timezone.js";
import { formatWallClock, wallClockOf } from "../../../rules/regional/wall-clock.js";
import type { AdmitCard } from "../../../schemas/api/calls/exams.js";
import type { Language, Site } from "../../../schemas/site.js";

/**
 * How an exam and its admit card are written (SPEC §3 Admission card), the same on the pages and in the PDF: times in
 * the exam's timezone (the site's) with the site's date format, the fee in the site's currency, the place or online.
 */

/** A translate function, as i18next's `t` is on a page and in a loader. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ExamSite = Pick<Site, "locale" | "timezone" | "currency">;

export interface ExamWords {
  site: ExamSite;
  language: Language;
  t: Translate;
}

type Timed = Pick<AdmitCard, "startsAt" | "endsAt" | "timezone">;

/** "30/12/2026 10:00–11:30": the start's date and time, then the end's time, or its date too when it ends another day. */
export function examWhen(exam: Timed, { site, language, t }: ExamWords): string {
  const zone = isValidTimezone(exam.timezone) ? exam.timezone : site.timezone;
  const options = { timezone: zone };
  const start = formatDateTime(exam.startsAt, site, language, options);
  const startClock = wallClockOf(exam.startsAt, zone);
  const endClock = wallClockOf(exam.endsAt, zone);
  if (!start || !startClock || !endClock) return start;
  const sameDay = startClock.year === endClock.year && startClock.month === endClock.month && startClock.day === endClock.day;
  const end = sameDay ? formatWallClock(endClock, "HH:mm") : formatDateTime(exam.endsAt, site, language, options);
  return t("exams.when", { start, end });
}

/** A moment such as the close of registration, in the exam's timezone. */
export const examMoment = (at: string, timezone: string, { site, language }: Pick<ExamWords, "site" | "language">) =>
  formatDateTime(at, site, language, { timezone });

/** The fee in the site's currency (a family registers on its own site only), or "Free". */
export const examFee = (price: number, { site, t }: Pick<ExamWords, "site" | "t">) => (price > 0 ? formatPrice(price, site.currency) : t("exams.free"));

/** Where the exam is sat: its place, or "Online". */
export const examWhere = (exam: Pick<AdmitCard, "online" | "place">, t: Translate) => (exam.online ? t("exams.online") : exam.place);

/** A list of names with the language's separator ("Grade 3, Grade 4"; "三年級、四年級"). */
export const nameList = (names: readonly string[], t: Translate) => names.join(t("exams.listSeparator"));

export interface CardFact {
  key: "name" | "grade" | "candidateNumber" | "exam" | "when" | "where" | "fee";
  label: string;
  value: string;
}

/** The admit card's facts in the order the card shows them (SPEC §3), each with its label. */
export function admitCardFacts(card: AdmitCard, words: ExamWords): CardFact[] {
  const fact = (key: CardFact["key"], value: string): CardFact => ({ key, label: words.t(`exams.card.${key}`), value });
  return [
    fact("name", card.name),
    fact("grade", card.grade),
    fact("candidateNumber", card.candidateNumber),
    fact("exam", card.examName),
    fact("when", examWhen(card, words)),
    fact("where", examWhere(card, words.t)),
    fact("fee", examFee(card.price, words)),
  ];
}

/** What the candidate is told to do: bring the card to a centre, or join online from the student app; and the fee is paid at the exam. */
export function admitCardNotes(card: Pick<AdmitCard, "online" | "price">, t: Translate): string[] {
  return [t(card.online ? "exams.card.noteOnline" : "exams.card.noteCentre"), ...(card.price > 0 ? [t("exams.card.noteFee")] : [])];
}

/** Where an admit card's page and PDF are. */
export const admitCardPath = (registrationId: string) => `/exams/admit-card/${encodeURIComponent(registrationId)}`;
export const admitCardPdfPath = (registrationId: string) => `${admitCardPath(registrationId)}/pdf`;
export const SCORE_PATH = "/exams/score";
export const EXAMS_PATH = "/exams";
