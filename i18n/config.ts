/** i18next settings shared by the server's instances and the browser's. */
export const defaultNamespace = "translation";
