import type { z } from "zod";

/** A call the service refused: its code and message (see failureText for the words shown). */
export interface Failure {
  code: number;
  message: string;
}

/**
 * What an admin form's action answers, named by the form's intent: done with the call's result, refused
 * by the service, or refused before the call because some fields do not fit the contract.
 */
export type FormOutcome<Intent extends string, Result = null> =
  | { intent: Intent; ok: true; result: Result }
  | { intent: Intent; ok: false; error: Failure }
  | { intent: Intent; ok: false; invalidFields: string[] };

/** The call's input as the contract reads it, or the top-level fields it refused. */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.output<S> } | { ok: false; invalidFields: string[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, invalidFields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")))] };
}

/** The fields an outcome refused (none when it is not a field refusal). */
export const invalidFieldsOf = (outcome: FormOutcome<string, unknown> | undefined): string[] =>
  outcome && !outcome.ok && "invalidFields" in outcome ? outcome.invalidFields : [];

/** The service's refusal in an outcome, if that is what it is. */
export const failureOf = (outcome: FormOutcome<string, unknown> | undefined): Failure | null =>
  outcome && !outcome.ok && "error" in outcome ? outcome.error : null;

/** A text field of a form; a missing field is undefined, so the contract names it. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** A number field of a form: empty is undefined (the contract's default applies), anything else a number or NaN. */
export function formNumber(form: FormData, name: string): number | undefined {
  const value = formText(form, name)?.trim();
  return value ? Number(value) : undefined;
}

/** A field carrying JSON (what a generated form edits): its value, or undefined when it does not parse. */
export function formJson(form: FormData, name: string): unknown {
  const text = formText(form, name);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
