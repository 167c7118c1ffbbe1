import { useTranslation } from "react-i18next";
import { useShell } from "../shell/use-shell.js";
import type { ExamWords } from "./exam-facts.js";

/** What exam-facts.ts needs to word an exam on a page: the site, the page's language and its translations. */
export function useExamWords(): ExamWords {
  const { t } = useTranslation();
  const { site, language } = useShell();
  return { site, language, t };
}
