import href from "./reschedules.css?url";

/** The reschedule and application pages' styles (app/routes/application-transfer.*, my-class-transfer_.lesson-reschedule.$id). */
export const reschedulesStylesheet = { rel: "stylesheet", href } as const;
