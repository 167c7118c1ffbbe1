import href from "./payment.css?url";

/** The payment screens' styles: the test gateway's page and the order result page list it in their `links`. */
export const paymentStylesheet = { rel: "stylesheet", href } as const;
