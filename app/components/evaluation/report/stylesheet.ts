import href from "./report.css?url";

/** The evaluation's report pages' styles, which those pages list in their `links`. */
export const reportStylesheet = { rel: "stylesheet", href } as const;
