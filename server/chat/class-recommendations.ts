import { eq } from "drizzle-orm";
import { classButtonStatus } from "../../rules/catalogue/class-button.js";
import { CHAT_CARDS_MAX, type ChatClassCard } from "../../schemas/api/calls/chat.js";
import type { CourseCard } from "../../schemas/api/calls/catalogue.js";
import { contract } from "../../schemas/api/contract.js";
import type { LocalizedText } from "../../schemas/site.js";
import { loadCards } from "../catalogue/cards.js";
import { searchClassSkus } from "../catalogue/search.js";
import { grades, subjects } from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";
import type { ClassRequest, ClassVocabulary } from "./class-question.js";

/** Classes looked at for the few on sale now: the first page of the catalogue's "recommended" order (those with seats first). */
const CANDIDATES = 12;

const namesOf = (rows: { id: number; names: LocalizedText }[]) =>
  rows.map((row) => ({ id: row.id, names: Object.values(row.names).filter((name): name is string => Boolean(name)) }));

/** The site's grades and the subjects, with their names in every language, kept a minute per grade system. */
export function classVocabulary(ctx: HandlerContext): Promise<ClassVocabulary> {
  const { gradeSystem } = ctx.site();
  return ctx.memo(`chat-class-vocabulary:${gradeSystem}`, async () => {
    const [gradeRows, subjectRows] = await Promise.all([
      ctx.db.select({ id: grades.id, names: grades.names }).from(grades).where(eq(grades.system, gradeSystem)),
      ctx.db.select({ id: subjects.id, names: subjects.names }).from(subjects),
    ]);
    return { grades: namesOf(gradeRows), subjects: namesOf(subjectRows) };
  });
}

/** A seat can be bought now: the sale is open, seats are left and the class has not ended (the class button says "enrol"). */
const onSaleNow = (card: CourseCard) =>
  classButtonStatus({
    courseEnded: card.spec?.courseClosed ?? false,
    remainSellTimeMs: card.remainSellTime,
    fromUnpaidList: false,
    store: card.store,
    taken: card.store - card.sellStore,
  }) === "enrol";

/** Up to three of the site's classes of the grade and subject asked that are on sale now, found by the catalogue's search. */
export async function recommendedClassIds(ctx: HandlerContext, request: ClassRequest): Promise<string[]> {
  const search = contract.searchCourses.request.parse({ ...request, pageSize: CANDIDATES });
  const { skuIds } = await searchClassSkus(ctx.db, ctx.site().locale, search, ctx.now);
  const cards = await loadCards(ctx, skuIds, null);
  return cards
    .filter(onSaleNow)
    .slice(0, CHAT_CARDS_MAX)
    .map((card) => card.id);
}

/** The chat's cards of classes, as the catalogue shows them now (one no longer on the site is left out). */
export async function chatCardsOf(ctx: HandlerContext, skuIds: readonly string[]): Promise<ChatClassCard[]> {
  const cards = await loadCards(ctx, skuIds.slice(0, CHAT_CARDS_MAX), null);
  return cards.map((card) => ({
    id: card.id,
    kind: card.kind,
    title: card.title,
    sellPrice: card.sellPrice,
    subjectName: card.spec?.subjectFullName ?? "",
    gradeNames: card.spec?.gradeList.map((grade) => grade.name) ?? [],
    firstLessonTime: card.spec?.firstLessonTime ?? null,
  }));
}
