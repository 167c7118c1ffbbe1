import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MediaPickerDialog } from "../media/MediaPickerDialog.js";
import type { MediaAsset } from "../../schemas/api/calls/media.js";
import { IMAGE_FIELD_KEYWORD } from "../../schemas/link-url.js";
import type { SchemaNode } from "./schema-node.js";

/**
 * What picking `asset` for the image field at `path` sets in the object the field belongs to: the field's
 * address, and the image's alt text in the sibling its schema names (imageField in schema-parts.ts).
 */
export function pickedValues(node: SchemaNode, path: readonly string[], asset: Pick<MediaAsset, "address" | "alt">): Record<string, string> {
  const altField = node[IMAGE_FIELD_KEYWORD]?.alt;
  return { [path.at(-1)!]: asset.address, ...(altField ? { [altField]: asset.alt } : {}) };
}

interface Props {
  /** The field's own text input: an address may still be typed. */
  control: ReactNode;
  label: string;
  node: SchemaNode;
  path: readonly string[];
  onChange: (next: unknown) => void;
  /** Sets several properties of the field's object at once; absent for an image that is a list's item itself. */
  onChangeObject?: (changes: Record<string, unknown>) => void;
}

/** An image field: its address typed, or picked from the media library, which also fills the module's alt text. */
export function ImagePicker({ control, label, node, path, onChange, onChangeObject }: Props) {
  const { t } = useTranslation("adminMedia");
  const [open, setOpen] = useState(false);
  const [altFilled, setAltFilled] = useState(false);
  const pick = (asset: MediaAsset) => {
    setOpen(false);
    const values = pickedValues(node, path, asset);
    const withAlt = onChangeObject !== undefined && Object.keys(values).length > 1;
    if (withAlt) onChangeObject(values);
    else onChange(asset.address);
    setAltFilled(withAlt);
  };
  return (
    <div className="image-field">
      {control}
      <button
        type="button"
        className="admin-button image-field__pick"
        aria-label={t("picker.openFor", { label })}
        onClick={() => setOpen(true)}
      >
        {t("picker.open")}
      </button>
      {altFilled && (
        <p className="admin-muted" role="status">
          {t("picker.altFilled")}
        </p>
      )}
      {open && <MediaPickerDialog onClose={() => setOpen(false)} onPick={pick} />}
    </div>
  );
}
