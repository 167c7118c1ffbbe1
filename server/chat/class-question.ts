import { mentionsClasses } from "../../rules/chat/class-words.js";

/** A grade or subject with its names in every language. */
export interface NamedChoice {
  id: number;
  names: readonly string[];
}

/** What the assistant can recognise in a question: the site's grades and the subjects. */
export interface ClassVocabulary {
  grades: readonly NamedChoice[];
  subjects: readonly NamedChoice[];
}

/** The catalogue filters of a question that asks for classes; 0 is any. */
export interface ClassRequest {
  gradeId: number;
  subjectId: number;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ORDINAL_SUFFIX = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th"));

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** A grade's names and how people also write them: "Grade 3" is "3rd grade" too. */
function gradeForms(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const numbered = /^(\p{L}+) (\d{1,2})$/u.exec(normalize(name));
    if (!numbered) return [normalize(name)];
    const [, word, digits] = numbered;
    const n = Number(digits);
    return [normalize(name), `${n}${ORDINAL_SUFFIX(n)} ${word}`];
  });
}

/**
 * Whether `form` stands in `text` at `index` as a word of its own: a form that starts or ends with a letter or digit
 * does not continue a word ("grade 1" is not in "grade 12"), unless `prefix` allows it to run on ("math" in "maths").
 */
function standsAlone(text: string, form: string, index: number, prefix: boolean): boolean {
  const before = text[index - 1];
  const after = text[index + form.length];
  const wordLike = (char: string | undefined) => char !== undefined && LETTER_OR_DIGIT.test(char);
  const latin = (char: string | undefined) => char !== undefined && /[\p{Script=Latin}\p{N}]/u.test(char);
  if (latin(form[0]) && wordLike(before)) return false;
  if (!prefix && latin(form.at(-1)) && wordLike(after)) return false;
  return true;
}

/** The choice whose name the text holds, the longest name winning ("十一年级" holds "一年级"); 0 when none. */
function namedIn(text: string, choices: readonly NamedChoice[], formsOf: (names: readonly string[]) => string[], prefix: boolean): number {
  let best = { id: 0, length: 0 };
  for (const choice of choices) {
    for (const form of formsOf(choice.names)) {
      if (form.length <= best.length) continue;
      for (let index = text.indexOf(form); index >= 0; index = text.indexOf(form, index + 1)) {
        if (standsAlone(text, form, index, prefix)) {
          best = { id: choice.id, length: form.length };
          break;
        }
      }
    }
  }
  return best.id;
}

const subjectForms = (names: readonly string[]) => names.map(normalize);

/**
 * Whether a visitor's question asks for classes, and which: words of classes with a grade or a subject ("Grade 3
 * math classes?", "三年级数学课"), or a question the FAQ could not answer that names a grade ("Anything for 3rd
 * grade?"). Null when it does not.
 */
export function classRequestOf(question: string, vocabulary: ClassVocabulary, faqAnswered: boolean): ClassRequest | null {
  const text = normalize(question);
  const gradeId = namedIn(text, vocabulary.grades, gradeForms, false);
  const subjectId = namedIn(text, vocabulary.subjects, subjectForms, true);
  if (mentionsClasses(question) && (gradeId !== 0 || subjectId !== 0)) return { gradeId, subjectId };
  if (!faqAnswered && gradeId !== 0) return { gradeId, subjectId };
  return null;
}
