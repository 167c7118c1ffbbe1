import { i18nFor } from "../../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../../i18n/messages-resources.js";
import { FEEDBACK_PROBLEM_TYPES } from "../../../schemas/api/calls/feedback.js";
import type { Language } from "../../../schemas/site.js";

/** A problem type in a language (i18n/locales/messages, `feedback.problemTypes`); a type no longer listed reads as its number. */
function problemTypeText(language: Language, problemType: number): string {
  const type = FEEDBACK_PROBLEM_TYPES.find((candidate) => candidate.problemType === problemType);
  return type ? i18nFor(language).t(`feedback.problemTypes.${type.key}`, { ns: MESSAGES_NAMESPACE, lng: language }) : `#${problemType}`;
}

export const problemTypeOf = (language: Language, problemType: number) => ({ problemType, text: problemTypeText(language, problemType) });

/** The problem types a parent picks from, in their language. */
export const feedbackProblemTypes = (language: Language) => FEEDBACK_PROBLEM_TYPES.map(({ problemType }) => problemTypeOf(language, problemType));
