import { inArray } from "drizzle-orm";
import { z } from "zod";
import { localizedTextSchema } from "../../schemas/site.js";
import { candidateNumberField } from "../../schemas/api/calls/exams.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { replacedColumns } from "../db/upsert.js";

/** The file of results the school records after an exam (npm run exams:scores): one row per candidate. */
export const examScoresFileSchema = z
  .array(
    z
      .object({
        candidateNumber: candidateNumberField.transform((number) => number.toUpperCase()),
        examId: z.string().min(1).max(40),
        score: z.int32().min(0),
        maxScore: z.int32().min(1),
        award: localizedTextSchema.optional(),
      })
      .strict()
      .refine((row) => row.score <= row.maxScore, { message: "score cannot be more than maxScore", path: ["score"] }),
  )
  .min(1)
  .max(100_000);
export type ExamScoresFile = z.output<typeof examScoresFileSchema>;

export class ExamScoresError extends Error {}

/** Each problem of a file as `[row].field: message`; the import writes nothing while there is one. */
export function parseExamScores(text: string): ExamScoresFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ExamScoresError(`not JSON: ${(error as Error).message}`);
  }
  const parsed = examScoresFileSchema.safeParse(json);
  if (!parsed.success) throw new ExamScoresError(parsed.error.issues.map((issue) => `[${issue.path.join("].")}: ${issue.message}`).join("\n"));
  return parsed.data;
}

/**
 * Records the results in one transaction, replacing a candidate's earlier result: all of them, or none when a row
 * names an exam that does not exist or a candidate number twice.
 */
export async function importExamScores(db: Database, rows: ExamScoresFile, now: Date): Promise<number> {
  const seen = new Map<string, number>();
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const earlier = seen.get(row.candidateNumber);
    if (earlier !== undefined) problems.push(`[${index}].candidateNumber: ${row.candidateNumber} is also at [${earlier}]`);
    else seen.set(row.candidateNumber, index);
  });
  return db.transaction(async (tx) => {
    const examIds = [...new Set(rows.map((row) => row.examId))];
    const known = new Set((await tx.select({ id: t.exams.id }).from(t.exams).where(inArray(t.exams.id, examIds))).map((exam) => exam.id));
    rows.forEach((row, index) => {
      if (!known.has(row.examId)) problems.push(`[${index}].examId: no exam ${row.examId}`);
    });
    if (problems.length > 0) throw new ExamScoresError(problems.join("\n"));
    for (let start = 0; start < rows.length; start += 500) {
      await tx
        .insert(t.examScores)
        .values(rows.slice(start, start + 500).map((row) => ({ ...row, award: row.award ?? null, recordedAt: now })))
        .onConflictDoUpdate({ target: t.examScores.candidateNumber, set: replacedColumns(t.examScores, ["examId", "score", "maxScore", "award", "recordedAt"]) });
    }
    return rows.length;
  });
}

