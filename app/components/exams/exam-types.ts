import type { ResponseOf } from "../../../schemas/api/contract.js";

/** An exam of the site still to be sat, as queryExamList lists it. */
export type Exam = ResponseOf<"queryExamList">["list"][number];
