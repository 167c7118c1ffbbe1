import { LANGUAGES, type Language } from "../../schemas/site.js";

/** The languages a page can be copied in to some sites: those every one of them has. */
export interface CopyLanguages {
  offered: Language[];
  /** Some chosen site has a language that is not offered, because another chosen site lacks it. */
  narrowed: boolean;
}

/**
 * What the language choice of a copy offers for the chosen sites: the languages they all share. Before any
 * site is chosen, every language some site has, so the choice is there from the start.
 */
export function copyLanguages(chosen: readonly { languages: readonly Language[] }[], all: readonly { languages: readonly Language[] }[]): CopyLanguages {
  const inOrder = (keep: (language: Language) => boolean) => LANGUAGES.filter(keep);
  if (chosen.length === 0) return { offered: inOrder((language) => all.some((site) => site.languages.includes(language))), narrowed: false };
  const offered = inOrder((language) => chosen.every((site) => site.languages.includes(language)));
  const anyChosenHas = inOrder((language) => chosen.some((site) => site.languages.includes(language)));
  return { offered, narrowed: offered.length < anyChosenHas.length };
}
