import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useRef, useState, type Dispatch, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import { ComponentPalette } from "./ComponentPalette.js";
import type { DraftModule, EditorAction } from "./document-state.js";
import { useSortableAnnouncements } from "../frame/use-sortable-announcements.js";
import { componentTitleOf, ModuleEditor, moduleElementId, moduleToggleId, type ModuleEditorProps } from "./ModuleEditor.js";

export interface ModuleListProps {
  modules: readonly DraftModule[];
  /** The modules' problems, each found by its moduleIndex. */
  problems: readonly FieldProblem[];
  dispatch: Dispatch<EditorAction>;
  /** Where a module can be seen on its own as last saved; undefined while it cannot (unsaved changes, never saved). */
  previewUrlOf: (module: DraftModule) => string | undefined;
  /** The module the editor turned to elsewhere (the live preview): it is expanded, scrolled to and marked. */
  selectedKey?: string | null;
  /** The editor turned to a module here: clicked or focused its header. */
  onSelect?: (key: string) => void;
}

/** Modules only move up and down the list. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The page's modules in order: each dragged by its handle (pointer, or keyboard: Space, arrows, Space) or
 * moved a place with its buttons, expanded or collapsed to a line, and a new one added at any place from
 * the component palette. The page's modules start collapsed, to be scanned and dragged; those added start
 * expanded, to be filled in.
 */
export function ModuleList({ modules, problems, dispatch, previewUrlOf, selectedKey = null, onSelect }: ModuleListProps) {
  const { t } = useTranslation("adminEditor");
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(modules.map((module) => module.key)));
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  /** Where a module was just inserted, to take the focus once it is rendered. */
  const inserted = useRef<number | null>(null);
  /** The module selected from here: it is in view already, and may have just been collapsed. */
  const selectedHere = useRef<string | null>(null);
  /** Where the dragged module was last over, so that each new place is announced once. */
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const setExpanded = (key: string, expanded: boolean) =>
    setCollapsed((keys) => {
      const next = new Set(keys);
      if (expanded) next.delete(key);
      else next.add(key);
      return next;
    });

  useEffect(() => {
    const fromHere = selectedKey === selectedHere.current;
    selectedHere.current = null;
    if (selectedKey === null || fromHere) return;
    setCollapsed((keys) => new Set([...keys].filter((key) => key !== selectedKey)));
    document.getElementById(moduleElementId(selectedKey))?.scrollIntoView({ block: "start" });
  }, [selectedKey]);

  useEffect(() => {
    const at = inserted.current;
    inserted.current = null;
    const module = at === null ? undefined : modules[at];
    if (module) document.getElementById(moduleToggleId(module.key))?.focus();
  }, [modules]);

  const select = (key: string) => {
    if (key === selectedKey) return;
    selectedHere.current = key;
    onSelect?.(key);
  };

  const indexOf = (id: UniqueIdentifier) => modules.findIndex((module) => module.key === id);
  const announcements = useSortableAnnouncements(
    (id, over = id) => {
      const module = modules[indexOf(id)];
      return { title: module ? componentTitleOf(module, t) : String(id), n: indexOf(over) + 1, count: modules.length };
    },
    (event, values) => t(`moduleList.announce.${event}`, values),
  );

  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (over && active.id !== over.id) dispatch({ type: "moveModule", from: indexOf(active.id), to: indexOf(over.id) });
  };

  const insertLabel = (at: number) => {
    if (modules.length === 0) return t("moduleList.insert.first");
    if (at === 0) return t("moduleList.insert.top");
    if (at >= modules.length) return t("moduleList.insert.end");
    return t("moduleList.insert.between", { before: at, after: at + 1 });
  };
  const insertButton = (at: number) => (
    <button type="button" className={`module-list__insert${at === modules.length ? " module-list__insert--end" : ""}`} aria-label={insertLabel(at)} onClick={() => setInsertAt(at)}>
      {t("moduleList.insert.short")}
    </button>
  );

  return (
    <section className={`page-editor__modules module-list${dragging ? " module-list--dragging" : ""}`} aria-labelledby="modules-title">
      <div className="module-list__heading">
        <h2 id="modules-title">{t("modules.heading")}</h2>
        {modules.length > 0 && (
          <div className="module-list__fold">
            <button type="button" className="admin-button" onClick={() => setCollapsed(new Set())}>
              {t("moduleList.expandAll")}
            </button>
            <button type="button" className="admin-button" onClick={() => setCollapsed(new Set(modules.map((module) => module.key)))}>
              {t("moduleList.collapseAll")}
            </button>
          </div>
        )}
      </div>
      {modules.length === 0 && <p>{t("modules.empty")}</p>}
      <DndContext
        id="module-list"
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[alongTheList]}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("moduleList.instructions") } }}
        onDragStart={() => setDragging(true)}
        onDragCancel={() => setDragging(false)}
        onDragEnd={drop}
      >
        <SortableContext items={modules.map((module) => module.key)} strategy={verticalListSortingStrategy}>
          <ol className="module-list__items">
            {modules.map((module, index) => (
              <SortableModule
                key={module.key}
                insertBefore={insertButton(index)}
                selected={module.key === selectedKey}
                module={module}
                index={index}
                count={modules.length}
                problems={problems.filter((problem) => problem.moduleIndex === index)}
                dispatch={dispatch}
                previewUrl={previewUrlOf(module)}
                expanded={!collapsed.has(module.key)}
                onExpandedChange={(expanded) => setExpanded(module.key, expanded)}
                onSelect={() => select(module.key)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {insertButton(modules.length)}
      <ComponentPalette
        open={insertAt !== null}
        title={insertLabel(insertAt ?? modules.length)}
        onChoose={(component) => {
          dispatch({ type: "addModule", component, at: insertAt ?? modules.length });
          inserted.current = insertAt;
          setInsertAt(null);
        }}
        onClose={() => setInsertAt(null)}
      />
    </section>
  );
}

type SortableModuleProps = Omit<ModuleEditorProps, "dragHandle"> & { selected: boolean; insertBefore: ReactNode };

/** A module in the list, its handle dragging it; the control adding a module before it moves with it. */
function SortableModule({ selected, insertBefore, ...editor }: SortableModuleProps) {
  const { t } = useTranslation("adminEditor");
  const { key } = editor.module;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: key,
    attributes: { roleDescription: t("moduleList.roleDescription") },
  });
  const className = ["module-list__item", selected && "module-list__item--selected", isDragging && "module-list__item--dragging"].filter(Boolean).join(" ");
  return (
    <li ref={setNodeRef} className={className} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {insertBefore}
      <ModuleEditor
        {...editor}
        dragHandle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="module-editor__handle"
            {...attributes}
            {...listeners}
            aria-label={t("moduleList.handle", { title: componentTitleOf(editor.module, t), n: editor.index + 1 })}
          >
            <svg viewBox="0 0 12 20" width={12} height={20} aria-hidden="true" focusable="false">
              {[4, 10, 16].flatMap((y) => [<circle key={`l${y}`} cx={3} cy={y} r={1.6} />, <circle key={`r${y}`} cx={9} cy={y} r={1.6} />])}
            </svg>
          </button>
        }
      />
    </li>
  );
}
