import href from "./placement.css?url";

/** The booking's styles, which its pages (/appointmentDiagnosis, /triage-desk/{id}) list in their `links`; the dialog imports them with its chunk. */
export const placementStylesheet = { rel: "stylesheet", href } as const;
