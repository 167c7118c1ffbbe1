import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { describedBy } from "./FieldProblems.js";
import { HtmlSource, type RichTextFieldProps } from "./HtmlSource.js";
import { LinkForm } from "./LinkForm.js";
import { ReportedValues } from "./reported-values.js";
import { dropsMarkup, editorHtml, richTextExtensions } from "./rich-text-content.js";
import { RichTextToolbar } from "./RichTextToolbar.js";

interface EditableState {
  id: string;
  labelId: string;
  invalid?: boolean;
  required?: boolean;
  description?: string;
}

/** The editable area's attributes: named by the field's label, with the field's state like any control. */
function editableAttributes({ id, labelId, invalid, required, description }: EditableState): Record<string, string> {
  const attributes: Record<string, string> = { id, class: "rich-text__editable", role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId };
  if (invalid) attributes["aria-invalid"] = "true";
  if (required) attributes["aria-required"] = "true";
  if (description) attributes["aria-describedby"] = description;
  return attributes;
}

/**
 * The rich-text field once TipTap has loaded (RichTextField loads it): a toolbar, the editable area, and
 * "Edit HTML" for anything the toolbar cannot express. HTML with elements the editor would drop opens as
 * HTML, with a note, so that nothing is lost unless the editor changes it there.
 */
export default function RichTextEditor({ control, labelId, label, value, onChange }: RichTextFieldProps) {
  const { t } = useTranslation("adminEditor");
  const [reported] = useState(() => new ReportedValues());
  const [initialContent] = useState(value);
  const keptAsHtml = useMemo(() => dropsMarkup(value), [value]);
  const [source, setSource] = useState(keptAsHtml);
  const [linkOpen, setLinkOpen] = useState(false);

  const { id, "aria-invalid": invalid, "aria-required": required } = control;
  const noteId = `${id}-kept`;
  const description = describedBy(control["aria-describedby"], keptAsHtml && noteId);
  const editorProps = useMemo(
    () => ({ attributes: editableAttributes({ id, labelId, invalid, required, description }) }),
    [id, labelId, invalid, required, description],
  );
  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialContent,
    editorProps,
    immediatelyRender: true,
    onUpdate: ({ editor: updated }) => {
      const html = editorHtml(updated);
      reported.add(html);
      onChange(html);
    },
  });

  // A value from elsewhere (a save, an undo in the page editor, "Edit HTML") is loaded into the editor;
  // the editor's own changes coming back are not, so the cursor stays where it is.
  useEffect(() => {
    if (editor.isDestroyed || source || reported.cameBack(value) || value === editorHtml(editor)) return;
    editor.chain().setMeta("addToHistory", false).setContent(value, { emitUpdate: false }).run();
  }, [editor, reported, source, value]);

  return (
    <div className="rich-text">
      <RichTextToolbar
        editor={editor}
        label={label}
        controls={id}
        source={source}
        onToggleSource={() => {
          setLinkOpen(false);
          setSource(!source);
        }}
        linkOpen={linkOpen}
        onOpenLink={() => setLinkOpen(true)}
      />
      {linkOpen && !source && <LinkForm editor={editor} idPrefix={id} onClose={() => setLinkOpen(false)} />}
      {keptAsHtml && (
        <p id={noteId} className="admin-note rich-text__note">
          {t("richText.keptAsHtml")}
        </p>
      )}
      {source ? <HtmlSource control={{ ...control, "aria-describedby": description }} value={value} onChange={onChange} /> : <EditorContent editor={editor} />}
    </div>
  );
}
