import href from "./catalogue.css?url";

/** The catalogue's styles: every route that shows course cards lists it in its `links`. */
export const catalogueStylesheet = { rel: "stylesheet", href } as const;
