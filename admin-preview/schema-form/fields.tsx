import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, FieldProblems, RequiredMark } from "./FieldProblems.js";
import { JsonTextarea } from "./JsonTextarea.js";
import { fieldNames } from "./field-names.js";
import { fieldId, problemsAt, problemsWithin, type Problem } from "./problems.js";
import { RichTextField } from "./RichTextField.js";
import { ImagePicker } from "./ImagePicker.js";
import { isPlainObject, type SchemaNode, type SchemaPosition } from "./schema-node.js";
import { defaultValueFor, moveItem, withProperty } from "./values.js";
import { widgetForValue, type Widget } from "./widgets.js";

/**
 * What every field of one form shares: the prefix of its element ids, the form's problems, and what names
 * its fields: the form's schema and the catalogue component it belongs to, if any (see fieldNames).
 */
export const FormScope = createContext<{ idPrefix: string; problems: readonly Problem[]; schema?: SchemaNode; componentName?: string }>({ idPrefix: "form", problems: [] });

export interface FieldProps {
  node: SchemaPosition;
  path: readonly string[];
  label: string;
  required: boolean;
  value: unknown;
  /** The field's next value; undefined removes it from its object. */
  onChange: (next: unknown) => void;
  /** Sets properties of the object the field belongs to at once (an image picked, with its alt text). */
  onChangeObject?: (changes: Record<string, unknown>) => void;
}

function useField(path: readonly string[]) {
  const { idPrefix, problems } = useContext(FormScope);
  const id = fieldId(idPrefix, path);
  return { id, labelId: `${id}-label`, hintId: `${id}-hint`, problemsId: `${id}-problems`, problems: problemsAt(problems, path), formProblems: problems };
}

function useFieldNames() {
  const { t } = useTranslation("adminEditor");
  const { schema, componentName } = useContext(FormScope);
  return fieldNames(t, schema, componentName);
}

/** One field, shown by the widget its schema and value call for (widgets.ts). */
export function Field(props: FieldProps) {
  const widget = widgetForValue(props.node, props.value);
  switch (widget) {
    case "object":
      return <ObjectField {...props} />;
    case "list":
      return <ListField {...props} />;
    case "checkbox":
      return <CheckboxField {...props} />;
    case "json":
      return <JsonField {...props} />;
    default:
      return <InputField {...props} widget={widget} />;
  }
}

/** The fields of an object's properties, in the schema's order. */
export function ObjectProperties({ node, path, value, onChange }: { node: SchemaNode; path: readonly string[]; value: unknown; onChange: (next: Record<string, unknown>) => void }) {
  const names = useFieldNames();
  const object = isPlainObject(value) ? value : {};
  return (
    <>
      {Object.entries(node.properties ?? {}).map(([name, child]) => (
        <Field
          key={name}
          node={child}
          path={[...path, name]}
          label={names.label([...path, name])}
          required={node.required?.includes(name) ?? false}
          value={object[name]}
          onChange={(next) => onChange(withProperty(object, name, next))}
          onChangeObject={(changes) => onChange(Object.entries(changes).reduce((next, [key, item]) => withProperty(next, key, item), object))}
        />
      ))}
    </>
  );
}

function FieldFrame({ id, labelId, label, required, hint, hintId, problems, problemsId, children }: { id: string; labelId: string; label: string; required: boolean; hint?: string; hintId: string; problems: readonly Problem[]; problemsId: string; children: ReactNode }) {
  return (
    <div className="schema-form__field">
      <span className="schema-form__label">
        <label id={labelId} htmlFor={id}>
          {label}
        </label>
        {required && <RequiredMark />}
      </span>
      {children}
      {hint && (
        <p id={hintId} className="schema-form__hint">
          {hint}
        </p>
      )}
      <FieldProblems id={problemsId} problems={problems} />
    </div>
  );
}

type InputWidget = Exclude<Widget, "object" | "list" | "checkbox" | "json">;

function InputField({ node, path, label, required, value, onChange, onChangeObject, widget }: FieldProps & { widget: InputWidget }) {
  const { t } = useTranslation("adminEditor");
  const names = useFieldNames();
  const field = useField(path);
  const schema = node as SchemaNode;
  const hint = widget === "url" || widget === "image" ? t("schemaForm.urlHint") : widget === "html" ? t("schemaForm.htmlHint") : undefined;
  const invalid = field.problems.length > 0;
  const attributes = {
    id: field.id,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(hint !== undefined && field.hintId, invalid && field.problemsId),
  };
  // An optional text left empty is no value at all; a required one stays, to be flagged as missing.
  const setText = (text: string) => onChange(text === "" && !required ? undefined : text);
  const text = typeof value === "string" ? value : "";

  let control: ReactNode;
  switch (widget) {
    case "textarea":
      control = <textarea {...attributes} rows={4} value={text} onChange={(event) => setText(event.target.value)} />;
      break;
    case "html":
      control = <RichTextField control={attributes} labelId={field.labelId} label={label} value={text} onChange={setText} />;
      break;
    case "select": {
      const options = schema.enum ?? [];
      const chosen = options.findIndex((option) => option === value);
      control = (
        <select {...attributes} value={chosen === -1 ? "" : String(chosen)} onChange={(event) => onChange(event.target.value === "" ? undefined : options[Number(event.target.value)])}>
          {(chosen === -1 || !required) && <option value="">{required ? t("schemaForm.choose") : t("schemaForm.none")}</option>}
          {options.map((option, index) => (
            <option key={index} value={String(index)}>
              {names.option(path, option)}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "number":
      control = (
        <input
          {...attributes}
          type="number"
          step={schema.type === "integer" ? 1 : "any"}
          min={schema.minimum}
          max={schema.maximum}
          value={typeof value === "number" ? value : ""}
          onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
        />
      );
      break;
    default:
      control = <input {...attributes} type="text" inputMode={widget === "url" || widget === "image" ? "url" : undefined} value={text} onChange={(event) => setText(event.target.value)} />;
  }
  if (widget === "image") control = <ImagePicker control={control} label={label} node={schema} path={path} onChange={onChange} onChangeObject={onChangeObject} />;
  return (
    <FieldFrame id={field.id} labelId={field.labelId} label={label} required={required} hint={hint} hintId={field.hintId} problems={field.problems} problemsId={field.problemsId}>
      {control}
    </FieldFrame>
  );
}

function CheckboxField({ path, label, value, onChange }: FieldProps) {
  const field = useField(path);
  const invalid = field.problems.length > 0;
  return (
    <div className="schema-form__field schema-form__field--checkbox">
      <input
        id={field.id}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && field.problemsId)}
      />
      <label htmlFor={field.id}>{label}</label>
      <FieldProblems id={field.problemsId} problems={field.problems} />
    </div>
  );
}

/** A field the form cannot show otherwise: its value as JSON, with every problem inside it. */
function JsonField({ path, label, required, value, onChange }: FieldProps) {
  const { t } = useTranslation("adminEditor");
  const field = useField(path);
  const problems = problemsWithin(field.formProblems, path);
  return (
    <div className="schema-form__field">
      <span className="schema-form__label">
        <label htmlFor={field.id}>{label}</label>
        {required && <RequiredMark />}
      </span>
      <JsonTextarea
        id={field.id}
        value={value}
        onChange={onChange}
        invalid={problems.length > 0}
        describedById={describedBy(field.hintId, problems.length > 0 && field.problemsId)}
      />
      <p id={field.hintId} className="schema-form__hint">
        {t("schemaForm.jsonHint")}
      </p>
      <FieldProblems id={field.problemsId} problems={problems} base={path} />
    </div>
  );
}

/** An object inside the data; an optional one is switched on and off with the box in its legend. */
function ObjectField({ node, path, label, required, value, onChange }: FieldProps) {
  const { t } = useTranslation("adminEditor");
  const field = useField(path);
  const present = required || value !== undefined;
  return (
    <fieldset className="schema-form__group" id={field.id} aria-describedby={describedBy(field.problems.length > 0 && field.problemsId)}>
      <legend>
        {required ? (
          <>
            {label}
            <RequiredMark />
          </>
        ) : (
          <label className="schema-form__toggle">
            <input type="checkbox" checked={present} onChange={(event) => onChange(event.target.checked ? defaultValueFor(node) : undefined)} />
            {t("schemaForm.optional", { label })}
          </label>
        )}
      </legend>
      <FieldProblems id={field.problemsId} problems={field.problems} />
      {present && <ObjectProperties node={node as SchemaNode} path={path} value={value} onChange={onChange} />}
    </fieldset>
  );
}

/** A list: each item in its own group with its moves and removal, and a button for one more. */
function ListField({ node, path, label, required, value, onChange }: FieldProps) {
  const { t } = useTranslation("adminEditor");
  const field = useField(path);
  const schema = node as SchemaNode;
  const itemNode = schema.items as SchemaNode;
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  return (
    <fieldset className="schema-form__group schema-form__list" id={field.id} aria-describedby={describedBy(field.problems.length > 0 && field.problemsId)}>
      <legend>
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldProblems id={field.problemsId} problems={field.problems} />
      {items.length === 0 ? (
        <p className="schema-form__empty">{t("schemaForm.emptyList")}</p>
      ) : (
        <ol className="schema-form__items">
          {items.map((item, index) => (
            <li key={index}>
              <ListItem
                node={itemNode}
                path={[...path, String(index)]}
                label={t("schemaForm.item", { label, n: index + 1 })}
                value={item}
                onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
                onMove={(offset) => onChange(moveItem(items, index, offset))}
                first={index === 0}
                last={index === items.length - 1}
                onRemove={() => onChange(items.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="schema-form__add" disabled={full} onClick={() => onChange([...items, defaultValueFor(itemNode)])}>
        {t("schemaForm.addItem", { label })}
      </button>
    </fieldset>
  );
}

interface ListItemProps {
  node: SchemaNode;
  path: readonly string[];
  label: string;
  value: unknown;
  onChange: (next: unknown) => void;
  onMove: (offset: -1 | 1) => void;
  first: boolean;
  last: boolean;
  onRemove: () => void;
}

function ListItem({ node, path, label, value, onChange, onMove, first, last, onRemove }: ListItemProps) {
  const { t } = useTranslation("adminEditor");
  const field = useField(path);
  const asObject = widgetForValue(node, value) === "object";
  return (
    <fieldset className="schema-form__item" id={asObject ? field.id : undefined}>
      <legend>{label}</legend>
      {asObject ? (
        <>
          <FieldProblems id={field.problemsId} problems={field.problems} />
          <ObjectProperties node={node} path={path} value={value} onChange={onChange} />
        </>
      ) : (
        <Field node={node} path={path} label={t("schemaForm.value")} required value={value} onChange={onChange} />
      )}
      <div className="schema-form__item-actions">
        <button type="button" disabled={first} onClick={() => onMove(-1)}>
          {t("schemaForm.moveUp")}
        </button>
        <button type="button" disabled={last} onClick={() => onMove(1)}>
          {t("schemaForm.moveDown")}
        </button>
        <button type="button" onClick={onRemove}>
          {t("schemaForm.removeItem")}
        </button>
      </div>
    </fieldset>
  );
}
