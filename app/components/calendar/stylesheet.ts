import href from "./calendar.css?url";

/** The calendar feed page's styles (app/routes/my-courses.calendar.tsx). */
export const calendarStylesheet = { rel: "stylesheet", href } as const;
