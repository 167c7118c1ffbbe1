import href from "./shop-home.css?url";

/** The shop home's styles and those of a row of class cards (also shown by the builder's course list). */
export const shopHomeStylesheet = { rel: "stylesheet", href } as const;
