import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import { headerSchema } from "../../component-registry/header/schema.js";
import { SchemaForm } from "../schema-form/SchemaForm.js";
import type { ObjectSchema } from "../schema-form/schema-node.js";
import type { LinkFields, SubLinkFields } from "./navigation-tree.js";

const { children: subLinkList, ...linkProperties } = headerSchema.properties.navigationLinks.items.properties;
/** A top-level link's own fields (its sub-links are edited in the tree). */
const LINK_SCHEMA = { ...headerSchema.properties.navigationLinks.items, properties: linkProperties } as unknown as ObjectSchema;
const SUB_LINK_SCHEMA = subLinkList.items as unknown as ObjectSchema;
/**
 * The Header's texts name these fields: SchemaForm looks a label up as components.<name>.fields.<field>, so
 * the link's place in the Header's texts stands in for the component's name.
 */
const LINK_TEXTS = "Header.fields.navigationLinks";
const SUB_LINK_TEXTS = `${LINK_TEXTS}.fields.children`;

interface Props {
  fieldKey: string;
  name: string;
  isSubLink: boolean;
  fields: LinkFields | SubLinkFields;
  problems: readonly FieldProblem[];
  disabled: boolean;
  onChange: (fields: LinkFields | SubLinkFields) => void;
  /** Adds a sub-link under this (top-level) link. */
  onAddSubLink?: () => void;
  onRemove: () => void;
}

/** The selected link's fields, checked by the service at each field, with adding a sub-link and removing it (asked first). */
export function NavigationLinkFields({ fieldKey, name, isSubLink, fields, problems, disabled, onChange, onAddSubLink, onRemove }: Props) {
  const { t } = useTranslation("admin");
  const [asking, setAsking] = useState(false);
  const titleId = `${fieldKey}-fields`;
  return (
    <section className="admin-panel navigation-fields" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(isSubLink ? "navigation.fields.subLinkHeading" : "navigation.fields.heading", { name })}</h3>
      <fieldset className="admin-plain-fieldset" disabled={disabled}>
        <SchemaForm
          schema={isSubLink ? SUB_LINK_SCHEMA : LINK_SCHEMA}
          value={fields}
          onChange={(next) => onChange(next as LinkFields)}
          problems={problems}
          idPrefix={fieldKey}
          componentName={isSubLink ? SUB_LINK_TEXTS : LINK_TEXTS}
        />
        <div className="navigation-fields__actions">
          {onAddSubLink && (
            <button type="button" className="admin-button" onClick={onAddSubLink}>
              {t("navigation.fields.addSubLink")}
            </button>
          )}
          {asking ? (
            <span className="admin-confirm" role="group" aria-label={t("navigation.fields.removeQuestion", { name })}>
              <span className="admin-confirm__question">{t("navigation.fields.removeQuestion", { name })}</span>
              <button
                type="button"
                className="admin-button admin-button--danger"
                autoFocus
                onClick={() => {
                  setAsking(false);
                  onRemove();
                }}
              >
                {t("navigation.fields.confirmRemove")}
              </button>
              <button type="button" className="admin-button" onClick={() => setAsking(false)}>
                {t("confirm.cancel")}
              </button>
            </span>
          ) : (
            <button type="button" className="admin-button admin-button--danger" onClick={() => setAsking(true)}>
              {t("navigation.fields.remove")}
            </button>
          )}
        </div>
      </fieldset>
    </section>
  );
}
