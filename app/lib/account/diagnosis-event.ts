/** The window event the diagnosis appointment dialog opens on: a login an appointment asked for dispatches it. */
export const OPEN_DIAGNOSIS_EVENT = "open-diagnosis";
