import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FieldProblems } from "./FieldProblems.js";
import { Field, FormScope, ObjectProperties } from "./fields.js";
import { fieldId, problemsAt, type Problem } from "./problems.js";
import { asSchemaNode, type ObjectSchema } from "./schema-node.js";
import { widgetFor } from "./widgets.js";

export interface SchemaFormProps {
  /** The JSON Schema of the data (a component's schema from component-registry). */
  schema: ObjectSchema;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  /** The problems of this data, each shown at its field (`field` is the path inside the data). */
  problems: readonly Problem[];
  /** Makes the fields' element ids unique on the page: `${idPrefix}-${path}` (see fieldId). */
  idPrefix: string;
  /** The catalogue component whose data this is: its texts name the fields (see fieldNames). */
  componentName?: string;
}

/**
 * A form generated from a JSON Schema: one field per property, by the widget its schema calls for, with
 * each problem in the tool's words at its field. What the form cannot show is edited as JSON.
 */
export function SchemaForm({ schema, value, onChange, problems, idPrefix, componentName }: SchemaFormProps) {
  const { t } = useTranslation("adminEditor");
  const node = asSchemaNode(schema);
  const scope = useMemo(() => ({ idPrefix, problems, schema: node, componentName }), [idPrefix, problems, node, componentName]);
  return (
    <FormScope.Provider value={scope}>
      <div className="schema-form">
        {widgetFor(node) === "object" ? (
          <>
            <FieldProblems id={`${fieldId(idPrefix, [])}-problems`} problems={problemsAt(problems, [])} />
            <ObjectProperties node={node} path={[]} value={value} onChange={onChange} />
          </>
        ) : (
          <Field node={node} path={[]} label={schema.title ?? t("schemaForm.data")} required value={value} onChange={(next) => onChange(next as Record<string, unknown>)} />
        )}
      </div>
    </FormScope.Provider>
  );
}
