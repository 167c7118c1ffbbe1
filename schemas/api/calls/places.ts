import { z } from "zod";
import { text } from "../fields.js";

/** The fields the learning calls name a student's place by (decision 0028): a class of the catalogue, and the family's student. */
export const classIdField = text(64, { min: 1 }).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "must be a class id");
export const studentIdField = z.uuid();
