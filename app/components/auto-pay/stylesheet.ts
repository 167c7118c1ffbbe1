import href from "./auto-pay.css?url";

/** The styles of auto-pay's pages: subscription management, the notice after an authorisation, the test gateway's card choice. */
export const autoPayStylesheet = { rel: "stylesheet", href } as const;
