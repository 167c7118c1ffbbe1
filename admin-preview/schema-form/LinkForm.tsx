import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describedBy } from "./FieldProblems.js";
import { allowedLink } from "./link-url.js";

interface Props {
  editor: Editor;
  /** Prefix of the form's element ids (the rich-text field's id). */
  idPrefix: string;
  onClose: () => void;
}

/**
 * The address of the link at the cursor, asked beside the editor: applied to the selected text (or the
 * whole link the cursor is in), or inserted as a linked address where nothing is selected.
 */
export function LinkForm({ editor, idPrefix, onClose }: Props) {
  const { t } = useTranslation("adminEditor");
  const [current] = useState(() => editor.getAttributes("link").href as string | undefined);
  const [typed, setTyped] = useState(current ?? "");
  const [refused, setRefused] = useState(false);
  const inputId = `${idPrefix}-link`;
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;

  const close = (command: () => void) => {
    command();
    onClose();
  };
  const apply = () => {
    const href = allowedLink(typed);
    if (href === null) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    close(() =>
      (editor.state.selection.empty && current === undefined
        ? chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        : chain.setLink({ href })
      ).run(),
    );
  };
  const remove = () => close(() => editor.chain().focus().extendMarkRange("link").unsetLink().run());
  const cancel = () => close(() => editor.commands.focus());

  return (
    <div className="rich-text__link">
      <label htmlFor={inputId}>{t("richText.linkAddress")}</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoFocus
        value={typed}
        aria-invalid={refused || undefined}
        aria-describedby={describedBy(hintId, refused && problemId)}
        onChange={(event) => {
          setTyped(event.target.value);
          setRefused(false);
        }}
        onKeyDown={(event) => {
          // Enter applies the link rather than submitting a form the field may be in; Escape leaves it.
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          } else if (event.key === "Escape") {
            event.preventDefault();
            cancel();
          }
        }}
      />
      <button type="button" onClick={apply}>
        {t("richText.linkApply")}
      </button>
      {current !== undefined && (
        <button type="button" onClick={remove}>
          {t("richText.linkRemove")}
        </button>
      )}
      <button type="button" onClick={cancel}>
        {t("richText.linkCancel")}
      </button>
      <p id={hintId} className="schema-form__hint">
        {t("richText.linkHint")}
      </p>
      {refused && (
        <p id={problemId} className="field-problems">
          {t("problem.url")}
        </p>
      )}
    </div>
  );
}
