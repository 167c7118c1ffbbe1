import href from "./checkout.css?url";

/** The checkout's styles: every checkout route lists it in its `links`. */
export const checkoutStylesheet = { rel: "stylesheet", href } as const;
