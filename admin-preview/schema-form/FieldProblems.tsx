import { useTranslation } from "react-i18next";
import { problemPath, problemWording, type Problem } from "./problems.js";

interface Props {
  /** What the field names in aria-describedby. */
  id: string;
  problems: readonly Problem[];
  /** For a field that holds others (shown as JSON): each problem says where inside it is. */
  base?: readonly string[];
}

/** A field's problems, in the tool's words, under the field. */
export function FieldProblems({ id, problems, base }: Props) {
  const { t } = useTranslation("adminEditor");
  if (problems.length === 0) return null;
  return (
    <ul id={id} className="field-problems">
      {problems.map((problem, index) => {
        const { key, values } = problemWording(problem);
        const inside = base ? problemPath(problem).slice(base.length) : [];
        const text = t(key, values);
        return <li key={index}>{inside.length > 0 ? `${inside.join(".")}: ${text}` : text}</li>;
      })}
    </ul>
  );
}

/** The ids an element is described by, or nothing when none applies. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === "string" && id.length > 0);
  return present.length > 0 ? present.join(" ") : undefined;
}

/** Marks a required field; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span className="schema-form__required" aria-hidden="true">
      {" *"}
    </span>
  );
}
