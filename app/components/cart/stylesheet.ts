import href from "./cart.css?url";

/** The cart's styles: the cart's routes and every page with an add-to-cart button list it in their `links`. */
export const cartStylesheet = { rel: "stylesheet", href } as const;
