import href from "./subscriptions.css?url";

/** My Subscriptions' styles: the list, a subscription's page and its cancel page list it in their `links`. */
export const subscriptionsStylesheet = { rel: "stylesheet", href } as const;
