import href from "./my-courses.css?url";

/** My Courses' styles: the list, a course's page and the page preparing for it list it in their `links`. */
export const myCoursesStylesheet = { rel: "stylesheet", href } as const;
