/** Words in a question that ask for classes, in the chat sites' languages (Latin ones whole, with their plurals). */
const CLASS_WORDS = /(?<![\p{L}\p{N}])(?:class(?:es)?|classe|courses?|cours)(?![\p{L}\p{N}])|课程|課程|班|クラス|講座|コース|수업|강좌|클래스/iu;

/**
 * Whether a question speaks of classes or courses: with a grade or a subject the assistant recommends classes
 * (server/chat/class-question.ts), and a failed answer to it apologizes for the recommendation (SPEC §8).
 */
export function mentionsClasses(question: string): boolean {
  return CLASS_WORDS.test(question);
}
