import { FEEDBACK_PROBLEM_TYPES } from "../../../schemas/api/calls/feedback.js";
import type { Language } from "../../../schemas/site.js";
import { listedText } from "../../messaging/listed-text.js";

/** A problem type in a language (i18n/locales/messages, `feedback.problemTypes`); a type no longer listed reads as its number. */
const problemTypeText = (language: Language, problemType: number) =>
  listedText(language, "feedback.problemTypes", FEEDBACK_PROBLEM_TYPES.find((candidate) => candidate.problemType === problemType)?.key, problemType);

export const problemTypeOf = (language: Language, problemType: number) => ({ problemType, text: problemTypeText(language, problemType) });

/** The problem types a parent picks from, in their language. */
export const feedbackProblemTypes = (language: Language) => FEEDBACK_PROBLEM_TYPES.map(({ problemType }) => problemTypeOf(language, problemType));
