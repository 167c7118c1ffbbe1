/** What a field's control carries (fields.tsx): its element id and the state of its value. */
export interface FieldControl {
  id: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  "aria-describedby"?: string;
}

export interface RichTextFieldProps {
  control: FieldControl;
  /** The id of the field's label, which names the editable area. */
  labelId: string;
  /** The field's label, for the names of its toolbar. */
  label: string;
  value: string;
  /** The next HTML; "" when nothing is left. */
  onChange: (html: string) => void;
}

/** A rich text's HTML as text: before the editor has loaded (and on the server), and in "Edit HTML". */
export function HtmlSource({ control, value, onChange }: Pick<RichTextFieldProps, "control" | "value" | "onChange">) {
  return <textarea {...control} className="schema-form__code" rows={8} spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} />;
}
