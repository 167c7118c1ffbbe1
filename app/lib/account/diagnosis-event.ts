/**
 * The window event the diagnosis appointment dialog opens on (a login an appointment asked for dispatches it). Its own
 * module: the dialog listens on every page, and must not bring the login's code into the first load with it.
 */
export const OPEN_DIAGNOSIS_EVENT = "open-diagnosis";
