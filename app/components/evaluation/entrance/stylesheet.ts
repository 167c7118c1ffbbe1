import href from "./entrance.css?url";

/** The evaluation entrance's styles (its page and the qualification code dialog), which /evaluation lists in its `links`. */
export const entranceStylesheet = { rel: "stylesheet", href } as const;
