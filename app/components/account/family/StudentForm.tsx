import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-values.js";
import {
  STUDENT_FIELDS,
  studentFieldProblem,
  studentFormValues,
  studentPayload,
  type FieldProblem,
  type StudentField,
  type StudentFormProblems,
  type StudentFormValues,
} from "../../../lib/account/student-rules.js";
import { Field, type FieldControl } from "../../../../ui/Field.js";
import type { GradesState } from "./use-grades.js";

const LABELS: Record<StudentField, string> = {
  nickName: "account.student.nickName",
  firstName: "account.student.firstName",
  lastName: "account.student.lastName",
  gradeId: "account.student.grade",
  email: "account.student.email",
};

function problemText(field: StudentField, problem: FieldProblem): string {
  if (problem === "required") return "account.student.required";
  if (field === "nickName") return "account.student.nicknameInvalid";
  if (field === "firstName" || field === "lastName") return "account.student.nameInvalid";
  return "account.student.invalid";
}

interface Props {
  initial?: StudentFormValues;
  grades: GradesState;
  submitLabel: string;
  busyLabel: string;
  /** Sends the valid payload; resolves to the message to show when it failed, null when done. */
  onSubmit: (payload: ReturnType<typeof studentPayload>) => Promise<string | null>;
  /** More buttons beside the submit button (Cancel, Later). */
  actions?: ReactNode;
}

/**
 * A student's nickname, names, grade and optional e-mail (SPEC §5). Fields are checked when left and on
 * submit; the e-mail only once it was changed ('This input is invalid.').
 */
export function StudentForm({ initial = studentFormValues(), grades, submitLabel, busyLabel, onSubmit, actions }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<StudentFormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<StudentField, HTMLInputElement | HTMLSelectElement | null>>>({});

  /** An unchanged e-mail is the account's own and not checked again. */
  const checks = (field: StudentField, next: StudentFormValues) => field !== "email" || next.email !== initial.email;
  const problemOf = (field: StudentField, next: StudentFormValues) =>
    checks(field, next) ? (studentFieldProblem(field, next) ?? undefined) : undefined;

  const change = (field: StudentField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problems[field]) setProblems((current) => ({ ...current, [field]: problemOf(field, next) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: StudentFormProblems = {};
    for (const field of STUDENT_FIELDS) {
      const problem = problemOf(field, values);
      if (problem) found[field] = problem;
    }
    setProblems(found);
    const first = STUDENT_FIELDS.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setFailure(await onSubmit(studentPayload(values)));
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: StudentField) => ({
    name: field,
    className: "form__input",
    value: values[field],
    "aria-required": field === "email" ? undefined : true,
    onBlur: () => setProblems((current) => ({ ...current, [field]: problemOf(field, values) })),
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[field] = element;
    },
  });

  const row = (field: StudentField, control: (control: FieldControl) => ReactNode) => {
    const problem = problems[field];
    return (
      <Field
        key={field}
        label={t(LABELS[field])}
        optional={field === "email" ? t("account.student.optional") : undefined}
        error={problem && t(problemText(field, problem))}
      >
        {control}
      </Field>
    );
  };

  const textInput = (field: Exclude<StudentField, "gradeId">, maxLength: number, autoComplete: string) =>
    row(
      field,
      (control) => (
      <input
        {...fieldProps(field)}
        {...control}
        type={field === "email" ? "email" : "text"}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(event) => change(field, event.target.value)}
      />
      ),
    );

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {textInput("nickName", ACCOUNT_LIMITS.nicknameMaxLength, "nickname")}
      {textInput("firstName", ACCOUNT_LIMITS.nameMaxLength, "off")}
      {textInput("lastName", ACCOUNT_LIMITS.nameMaxLength, "off")}
      {row(
        "gradeId",
        (control) => (
        <select {...fieldProps("gradeId")} {...control} disabled={grades.kind !== "loaded"} onChange={(event) => change("gradeId", event.target.value)}>
          <option value="">{t(grades.kind === "loading" ? "account.family.loading" : "account.student.chooseGrade")}</option>
          {grades.kind === "loaded" &&
            grades.grades.map((grade) => (
              <option key={grade.id} value={String(grade.id)}>
                {grade.name}
              </option>
            ))}
        </select>
        ),
      )}
      {grades.kind === "failed" && (
        <p className="account-form__failure" role="alert">
          {t("account.student.gradesFailed")}
        </p>
      )}
      {textInput("email", ACCOUNT_LIMITS.emailMaxLength, "off")}
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
