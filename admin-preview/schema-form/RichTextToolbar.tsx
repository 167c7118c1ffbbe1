import { useEditorState, type ChainedCommands, type Editor } from "@tiptap/react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

interface Format {
  /** Its key under richText in the adminEditor texts, and its button's class. */
  name: string;
  isActive: (editor: Editor) => boolean;
  run: (chain: ChainedCommands) => ChainedCommands;
}

/** The formatting a button switches on and off, shown pressed where the cursor has it. */
const FORMATS: readonly Format[] = [
  { name: "bold", isActive: (editor) => editor.isActive("bold"), run: (chain) => chain.toggleBold() },
  { name: "italic", isActive: (editor) => editor.isActive("italic"), run: (chain) => chain.toggleItalic() },
  { name: "heading2", isActive: (editor) => editor.isActive("heading", { level: 2 }), run: (chain) => chain.toggleHeading({ level: 2 }) },
  { name: "heading3", isActive: (editor) => editor.isActive("heading", { level: 3 }), run: (chain) => chain.toggleHeading({ level: 3 }) },
  { name: "bulletList", isActive: (editor) => editor.isActive("bulletList"), run: (chain) => chain.toggleBulletList() },
  { name: "orderedList", isActive: (editor) => editor.isActive("orderedList"), run: (chain) => chain.toggleOrderedList() },
];

/** Left and right arrows (and Home, End) move between the toolbar's buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (at === -1 || next === undefined) return;
  event.preventDefault();
  buttons[(next + buttons.length) % buttons.length]?.focus();
}

interface Props {
  editor: Editor;
  /** The field's label, naming the toolbar. */
  label: string;
  /** The id of what the toolbar acts on: the editable area, or the HTML text in "Edit HTML". */
  controls: string;
  /** "Edit HTML" is on: the formatting buttons wait until the editor is back. */
  source: boolean;
  onToggleSource: () => void;
  linkOpen: boolean;
  onOpenLink: () => void;
}

export function RichTextToolbar({ editor, label, controls, source, onToggleSource, linkOpen, onOpenLink }: Props) {
  const { t } = useTranslation("adminEditor");
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: FORMATS.map((format) => format.isActive(current)),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => command(editor.chain().focus()).run();
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t("richText.toolbar", { label })} aria-controls={controls} onKeyDown={moveFocus}>
      {FORMATS.map((format, index) => (
        <button key={format.name} type="button" className={`rich-text__${format.name}`} aria-pressed={state.pressed[index]} disabled={source} onClick={() => run(format.run)}>
          {t(`richText.${format.name}`)}
        </button>
      ))}
      <button type="button" aria-pressed={state.link} aria-expanded={linkOpen} disabled={source} onClick={onOpenLink}>
        {t("richText.link")}
      </button>
      <button type="button" disabled={source || !state.canUndo} onClick={() => run((chain) => chain.undo())}>
        {t("richText.undo")}
      </button>
      <button type="button" disabled={source || !state.canRedo} onClick={() => run((chain) => chain.redo())}>
        {t("richText.redo")}
      </button>
      <button type="button" className="rich-text__source-toggle" aria-pressed={source} onClick={onToggleSource}>
        {t("richText.editHtml")}
      </button>
    </div>
  );
}
