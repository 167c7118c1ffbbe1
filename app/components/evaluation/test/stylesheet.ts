import href from "./level-test.css?url";

/** The level test's styles, which its page (/evaluation/instruction/{examId}) lists in its `links`. */
export const levelTestStylesheet = { rel: "stylesheet", href } as const;
