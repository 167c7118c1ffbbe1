import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describedBy } from "./FieldProblems.js";
import { formatJson, parseJson, sameValue, type ParsedJson } from "./values.js";

interface Props {
  id: string;
  value: unknown;
  onChange: (next: unknown) => void;
  /** The value must be a JSON object (a module's whole data). */
  objectOnly?: boolean;
  describedById?: string;
  invalid?: boolean;
  /** Told whether the text, as typed, is JSON the value can take. */
  onValidityChange?: (valid: boolean) => void;
  rows?: number;
}

/**
 * A value as JSON text. Text that does not parse yet stays as typed, with the reason shown, and the value
 * keeps its last good state; a value changed elsewhere replaces the text only when the text parses.
 */
export function JsonTextarea({ id, value, onChange, objectOnly = false, describedById, invalid = false, onValidityChange, rows = 6 }: Props) {
  const { t } = useTranslation("adminEditor");
  const [text, setText] = useState(() => formatJson(value));
  const [shownValue, setShownValue] = useState(value);
  const [failure, setFailure] = useState<Extract<ParsedJson, { ok: false }> | null>(null);
  if (value !== shownValue) {
    setShownValue(value);
    const parsed = parseJson(text, objectOnly);
    if (parsed.ok && !sameValue(parsed.value, value)) setText(formatJson(value));
  }

  const change = (next: string) => {
    setText(next);
    const parsed = parseJson(next, objectOnly);
    setFailure(parsed.ok ? null : parsed);
    onValidityChange?.(parsed.ok);
    if (parsed.ok && !sameValue(parsed.value, value)) {
      setShownValue(parsed.value);
      onChange(parsed.value);
    }
  };

  const failureId = `${id}-json`;
  return (
    <>
      <textarea
        id={id}
        className="schema-form__code"
        rows={rows}
        spellCheck={false}
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-invalid={invalid || failure !== null || undefined}
        aria-describedby={describedBy(describedById, failure !== null && failureId)}
      />
      {failure && (
        <p id={failureId} className="field-problems">
          {failure.error === "syntax" ? t("schemaForm.jsonSyntax", { detail: failure.detail }) : t("schemaForm.jsonNotObject")}
        </p>
      )}
    </>
  );
}
