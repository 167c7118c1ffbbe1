import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSortableAnnouncements } from "../frame/use-sortable-announcements.js";
import { linkAbove, moveBy, moveIntoLinkAbove, moveNode, moveOutToTop, nodeOf, placeOf, type LinkNode, type NavigationTree as Tree, type SubLinkNode } from "./navigation-tree.js";

interface Props {
  tree: Tree;
  onChange: (tree: Tree) => void;
  selectedKey: string | null;
  onSelect: (key: string) => void;
  /** The links the service found problems in, by key. */
  withProblems: ReadonlySet<string>;
  disabled: boolean;
}

/** Links only move up and down their list. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The navigation as a tree: the top-level links a sortable list, each link's sub-links a sortable list of
 * their own. A drag (pointer, or keyboard: Space, arrows, Space) moves a link within its list: while one is
 * dragged, only its own list takes it. Between levels a link moves with its buttons (into the link above, out
 * to the top level), beside Move up and Move down.
 */
export function NavigationTree({ tree, onChange, selectedKey, onSelect, withProblems, disabled }: Props) {
  const { t } = useTranslation("admin");
  /** The list of the link being dragged (a link's key, or null for the top level); undefined while none is. */
  const [draggingIn, setDraggingIn] = useState<string | null | undefined>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (key: UniqueIdentifier) => {
    const name = nodeOf(tree, String(key))?.node.fields.name;
    return name ? name : t("navigation.tree.untitled");
  };
  const listOf = (parent: string | null) => (parent === null ? tree.links : (tree.links.find((link) => link.key === parent)?.children ?? []));
  const announcements = useSortableAnnouncements(
    (key, at = key) => {
      const place = placeOf(tree, String(at));
      return { name: nameOf(key), n: (place?.index ?? 0) + 1, count: listOf(place?.parent ?? null).length };
    },
    (event, values) => t(`navigation.tree.announce.${event}`, values),
  );

  const start = ({ active }: DragStartEvent) => setDraggingIn(placeOf(tree, String(active.id))?.parent);
  const drop = ({ active, over }: DragEndEvent) => {
    setDraggingIn(undefined);
    const to = over && over.id !== active.id ? placeOf(tree, String(over.id)) : undefined;
    if (to) onChange(moveNode(tree, String(active.id), to));
  };

  const item = (node: LinkNode | SubLinkNode, parent: string | null, subList?: ReactNode) => (
    <TreeItem
      key={node.key}
      node={node}
      name={nameOf(node.key)}
      parent={parent}
      droppable={draggingIn === undefined || draggingIn === parent}
      selected={node.key === selectedKey}
      problem={withProblems.has(node.key)}
      disabled={disabled}
      onSelect={() => onSelect(node.key)}
      moves={{
        up: placeOf(tree, node.key)!.index > 0 ? () => onChange(moveBy(tree, node.key, -1)) : undefined,
        down: placeOf(tree, node.key)!.index < listOf(parent).length - 1 ? () => onChange(moveBy(tree, node.key, 1)) : undefined,
        into: parent === null && linkAbove(tree, node.key) ? () => onChange(moveIntoLinkAbove(tree, node.key)) : undefined,
        out: parent !== null ? () => onChange(moveOutToTop(tree, node.key)) : undefined,
      }}
    >
      {subList}
    </TreeItem>
  );

  return (
    <DndContext
      id="navigation-tree"
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("navigation.tree.instructions") } }}
      onDragStart={start}
      onDragCancel={() => setDraggingIn(undefined)}
      onDragEnd={drop}
    >
      <SortableContext items={tree.links.map((link) => link.key)} strategy={verticalListSortingStrategy}>
        <ol className="navigation-tree" aria-label={t("navigation.tree.heading")}>
          {tree.links.map((link) =>
            item(
              link,
              null,
              link.children.length > 0 && (
                <SortableContext items={link.children.map((child) => child.key)} strategy={verticalListSortingStrategy}>
                  <ol className="navigation-tree navigation-tree--sub" aria-label={t("navigation.tree.subLinksOf", { name: nameOf(link.key) })}>
                    {link.children.map((child) => item(child, link.key))}
                  </ol>
                </SortableContext>
              ),
            ),
          )}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface TreeItemProps {
  node: LinkNode | SubLinkNode;
  name: string;
  parent: string | null;
  /** Whether the dragged link may be dropped here: it is in the same list. */
  droppable: boolean;
  selected: boolean;
  problem: boolean;
  disabled: boolean;
  onSelect: () => void;
  /** What each move button does; a move that cannot be made from here has none, and no button. */
  moves: Record<"up" | "down" | "into" | "out", (() => void) | undefined>;
  children?: ReactNode;
}

function TreeItem({ node, name, parent, droppable, selected, problem, disabled, onSelect, moves, children }: TreeItemProps) {
  const { t } = useTranslation("admin");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.key,
    data: { parent },
    disabled: { draggable: disabled, droppable: !droppable },
    attributes: { roleDescription: t("navigation.tree.roleDescription") },
  });
  const className = ["navigation-tree__item", selected && "navigation-tree__item--selected", isDragging && "navigation-tree__item--dragging"].filter(Boolean).join(" ");
  const button = (label: string, action: (() => void) | undefined) =>
    action && (
      <button type="button" className="admin-button navigation-tree__move" onClick={action} disabled={disabled} aria-label={t("navigation.tree.named", { action: label, name })}>
        {label}
      </button>
    );
  return (
    <li ref={setNodeRef} className={className} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <div className="navigation-tree__row">
        <button type="button" ref={setActivatorNodeRef} className="module-editor__handle" {...attributes} {...listeners} aria-label={t("navigation.tree.handle", { name })}>
          <svg viewBox="0 0 12 20" width={12} height={20} aria-hidden="true" focusable="false">
            {[4, 10, 16].flatMap((y) => [<circle key={`l${y}`} cx={3} cy={y} r={1.6} />, <circle key={`r${y}`} cx={9} cy={y} r={1.6} />])}
          </svg>
        </button>
        <button type="button" className="navigation-tree__select" aria-pressed={selected} onClick={onSelect}>
          <span className="navigation-tree__name">{name}</span> <span className="navigation-tree__url">{node.fields.url}</span>
          {problem && <span className="navigation-tree__problem"> {t("navigation.tree.hasProblems")}</span>}
        </button>
        <span className="navigation-tree__moves">
          {button(t("navigation.tree.moveUp"), moves.up)}
          {button(t("navigation.tree.moveDown"), moves.down)}
          {button(t("navigation.tree.moveIn"), moves.into)}
          {button(t("navigation.tree.moveOut"), moves.out)}
        </span>
      </div>
      {children}
    </li>
  );
}
