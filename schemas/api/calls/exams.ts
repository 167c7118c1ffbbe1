import { z } from "zod";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, id, text } from "../fields.js";
import { studentIdField } from "./places.js";

/**
 * Exams (SPEC §1 exam registration with admit card and score query, §3 Admission card, §5 score query; decision 0037):
 * a family registers a child for an exam of the site and gets an admit card (also as a PDF); after the exam, anyone
 * with a candidate number looks up its score.
 */

const instant = z.string();

/** SPEC §5: a candidate number has no punctuation, spaces or special characters. */
export const CANDIDATE_NUMBER_MAX = 20;
export const candidateNumberField = text(CANDIDATE_NUMBER_MAX, { min: 1, trim: true }).regex(/^[A-Za-z0-9]+$/, "letters and digits only");

/** When and where an exam is sat, and its fee, with the timezone to read its times in. */
const sittingFields = {
  startsAt: instant,
  endsAt: instant,
  timezone: z.string(),
  place: z.string(),
  online: z.boolean(),
  price: count,
  currency: z.string(),
};

/** SPEC §3 Admission card. */
export const admitCardSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  grade: z.string(),
  candidateNumber: z.string(),
  examId: z.string(),
  examName: z.string(),
  ...sittingFields,
});
export type AdmitCard = z.output<typeof admitCardSchema>;

export const examSchema = z.object({
  examId: z.string(),
  name: z.string(),
  ...sittingFields,
  grades: z.array(z.object({ id, name: z.string() })),
  registrationEndsAt: instant,
  seatsLeft: count,
  /** Registration is open: before its end, with seats left. */
  open: z.boolean(),
});

export const examCalls = {
  queryExamList: defineCall({
    path: "/exams/list",
    summary: "The site's exams still to be sat, the soonest first, and (signed in) the family's admit cards, the latest exam first.",
    request: emptyRequest,
    response: z.object({ list: z.array(examSchema), admitCards: z.array(admitCardSchema) }),
    auth: "optional",
  }),
  registerExam: defineCall({
    path: "/exams/register",
    summary:
      "Registers a family student for an exam of the site: the admit card with a candidate number. Asked again for the same child, the same card. " +
      "4180 registration closed, 4181 not for the student's grade, 4120 no seat left, 4125 the student's details are incomplete; 4003 for another family's student.",
    request: z.object({ examId: text(40, { min: 1 }), studentId: studentIdField }),
    response: admitCardSchema,
    auth: "required",
    idempotent: true,
  }),
  queryAdmitCard: defineCall({
    path: "/exams/admit-card",
    summary: "An admit card of the family (SPEC §3 Admission card); 4003 for another family's.",
    request: z.object({ registrationId: z.uuid() }),
    response: admitCardSchema,
    auth: "required",
  }),
  queryExamScore: defineCall({
    path: "/exams/score",
    summary:
      "A candidate's score by candidate number (SPEC §5: letters and digits only, the terms and privacy notice agreed). 4003 'No matching record found.' " +
      "when none is recorded; at most 20 queries an hour from one address.",
    request: z.object({ candidateNumber: candidateNumberField, agreed: z.literal(true) }),
    response: z.object({ candidateNumber: z.string(), examName: z.string(), candidateInitials: z.string(), score: count, maxScore: count, award: z.string() }),
  }),
};
