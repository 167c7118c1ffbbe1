import href from "./group-buy.css?url";

/** The group-buy page's styles, which its route lists in its `links`. */
export const groupBuyStylesheet = { rel: "stylesheet", href } as const;
