import href from "./exams.css?url";

/** The exam pages' styles (/exams, /exams/admit-card/{registrationId}, /exams/score), which their routes list in their `links`. */
export const examsStylesheet = { rel: "stylesheet", href } as const;
