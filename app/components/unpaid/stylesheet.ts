import href from "./unpaid.css?url";

/** The unpaid courses' styles: the list and the page paying stages list it in their `links`. */
export const unpaidStylesheet = { rel: "stylesheet", href } as const;
