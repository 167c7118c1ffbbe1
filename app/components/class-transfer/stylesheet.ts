import href from "./class-transfer.css?url";

/** The class transfer pages' styles (app/routes/my-class-transfer.*). */
export const classTransferStylesheet = { rel: "stylesheet", href } as const;
