import href from "./recorded.css?url";

/** The recorded-course pages' styles (the lessons and the video page). */
export const recordedStylesheet = { rel: "stylesheet", href } as const;
