import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import type { HeaderData } from "../../component-registry/header/schema.js";

/**
 * The navigation as the tool edits it: top-level links, each with its sub-links, every one with a key of its
 * own (for dragging, selecting and React) that the saved data does not have. Every change is a pure function
 * from one tree to the next; one that the rules refuse gives back the same tree.
 */

type SavedLink = HeaderData["navigationLinks"][number];
export type LinkFields = Omit<SavedLink, "children">;
export type SubLinkFields = NonNullable<SavedLink["children"]>[number];

export interface SubLinkNode {
  key: string;
  fields: SubLinkFields;
}
export interface LinkNode {
  key: string;
  fields: LinkFields;
  children: SubLinkNode[];
}
export interface NavigationTree {
  links: LinkNode[];
  nextKey: number;
}

/** Where a link stands: in the top-level list (parent null) or in a link's sub-links, at an index. */
export interface Place {
  parent: string | null;
  index: number;
}

/** The fields a sub-link keeps (the Header's schema allows no others below the top level). */
const subLinkFields = ({ name, url, newWindow }: LinkFields): SubLinkFields => ({ name, url, ...(newWindow === undefined ? {} : { newWindow }) });

export function treeOf(componentData: Record<string, unknown>): NavigationTree {
  const saved = Array.isArray(componentData.navigationLinks) ? (componentData.navigationLinks as SavedLink[]) : [];
  let nextKey = 1;
  const key = () => `link-${nextKey++}`;
  const links = saved.map(({ children = [], ...fields }) => ({ key: key(), fields, children: children.map((child) => ({ key: key(), fields: child })) }));
  return { links, nextKey };
}

/** The tree as the Header's data: sub-links only where a link has some. */
export function dataOf(tree: NavigationTree): HeaderData {
  return { navigationLinks: tree.links.map(({ fields, children }) => (children.length > 0 ? { ...fields, children: children.map((child) => child.fields) } : fields)) };
}

export function placeOf(tree: NavigationTree, key: string): Place | undefined {
  const top = tree.links.findIndex((link) => link.key === key);
  if (top >= 0) return { parent: null, index: top };
  for (const link of tree.links) {
    const index = link.children.findIndex((child) => child.key === key);
    if (index >= 0) return { parent: link.key, index };
  }
  return undefined;
}

/** The link or sub-link with this key, with its place. */
export function nodeOf(tree: NavigationTree, key: string): { node: LinkNode | SubLinkNode; place: Place } | undefined {
  const place = placeOf(tree, key);
  if (!place) return undefined;
  const node = place.parent === null ? tree.links[place.index]! : tree.links.find((link) => link.key === place.parent)!.children[place.index]!;
  return { node, place };
}

/** The list a place is in: the top-level links, or a link's sub-links. */
const listLength = (tree: NavigationTree, parent: string | null) =>
  parent === null ? tree.links.length : (tree.links.find((link) => link.key === parent)?.children.length ?? -1);

const withoutNode = (tree: NavigationTree, key: string): LinkNode[] =>
  tree.links.filter((link) => link.key !== key).map((link) => ({ ...link, children: link.children.filter((child) => child.key !== key) }));

/**
 * Moves a link to a place (in its own list, as `arrayMove` does, or into another): a link with sub-links stays
 * at the top level, and a link moved down a level keeps only what a sub-link has (name, address, new window).
 */
export function moveNode(tree: NavigationTree, key: string, to: Place): NavigationTree {
  const found = nodeOf(tree, key);
  if (!found || to.parent === key) return tree;
  const { node } = found;
  const links = withoutNode(tree, key);
  const rest = { ...tree, links };
  if (to.index < 0 || to.index > listLength(rest, to.parent)) return tree;
  if (to.parent === null) {
    const moved: LinkNode = "children" in node ? node : { key: node.key, fields: node.fields, children: [] };
    return { ...tree, links: [...links.slice(0, to.index), moved, ...links.slice(to.index)] };
  }
  if ("children" in node && node.children.length > 0) return tree;
  const moved: SubLinkNode = { key: node.key, fields: "children" in node ? subLinkFields(node.fields) : node.fields };
  return {
    ...tree,
    links: links.map((link) => (link.key === to.parent ? { ...link, children: [...link.children.slice(0, to.index), moved, ...link.children.slice(to.index)] } : link)),
  };
}

/** Moves a link one place up (-1) or down (+1) in its own list. */
export function moveBy(tree: NavigationTree, key: string, delta: -1 | 1): NavigationTree {
  const place = placeOf(tree, key);
  if (!place || place.index + delta < 0 || place.index + delta >= listLength(tree, place.parent)) return tree;
  return moveNode(tree, key, { parent: place.parent, index: place.index + delta });
}

/** The top-level link just above this one, when this one, having no sub-links, may become its last sub-link. */
export function linkAbove(tree: NavigationTree, key: string): LinkNode | undefined {
  const place = placeOf(tree, key);
  if (!place || place.parent !== null || place.index === 0 || tree.links[place.index]!.children.length > 0) return undefined;
  return tree.links[place.index - 1];
}

export function moveIntoLinkAbove(tree: NavigationTree, key: string): NavigationTree {
  const above = linkAbove(tree, key);
  return above ? moveNode(tree, key, { parent: above.key, index: above.children.length }) : tree;
}

/** A sub-link out to the top level, just after the link it was under. */
export function moveOutToTop(tree: NavigationTree, key: string): NavigationTree {
  const place = placeOf(tree, key);
  if (!place || place.parent === null) return tree;
  return moveNode(tree, key, { parent: null, index: tree.links.findIndex((link) => link.key === place.parent) + 1 });
}

/** Adds an empty link at the end of the top level, or of a link's sub-links; `added` is its key. */
export function addNode(tree: NavigationTree, parent: string | null): { tree: NavigationTree; added: string } {
  const added = `link-${tree.nextKey}`;
  const fields = { name: "", url: "" };
  const nextKey = tree.nextKey + 1;
  if (parent === null) return { tree: { links: [...tree.links, { key: added, fields, children: [] }], nextKey }, added };
  return { tree: { links: tree.links.map((link) => (link.key === parent ? { ...link, children: [...link.children, { key: added, fields }] } : link)), nextKey }, added };
}

/** Removes a link (with its sub-links). */
export function removeNode(tree: NavigationTree, key: string): NavigationTree {
  return { ...tree, links: withoutNode(tree, key) };
}

/** Replaces a link's fields (a top-level link's sub-links stay as they are). */
export function updateFields(tree: NavigationTree, key: string, fields: LinkFields | SubLinkFields): NavigationTree {
  return {
    ...tree,
    links: tree.links.map((link) =>
      link.key === key ? { ...link, fields } : { ...link, children: link.children.map((child) => (child.key === key ? { ...child, fields: fields as SubLinkFields } : child)) },
    ),
  };
}

/** The data path of a link in the Header's data: ["navigationLinks", "2"] or ["navigationLinks", "2", "children", "0"]. */
export function dataPathOf(tree: NavigationTree, key: string): string[] | undefined {
  const place = placeOf(tree, key);
  if (!place) return undefined;
  if (place.parent === null) return ["navigationLinks", String(place.index)];
  const parent = tree.links.findIndex((link) => link.key === place.parent);
  return ["navigationLinks", String(parent), "children", String(place.index)];
}

/**
 * The problems of one link, each at its field inside the link (a top-level link's do not include its
 * sub-links'), from the problems of the whole navigation the service answered for this tree.
 */
export function problemsOfNode(tree: NavigationTree, key: string, problems: readonly FieldProblem[]): FieldProblem[] {
  const path = dataPathOf(tree, key);
  if (!path) return [];
  return problems
    .filter((problem) => path.every((segment, index) => problem.field[index] === segment) && (path.length === 4 || problem.field[2] !== "children"))
    .map((problem) => ({ ...problem, field: problem.field.slice(path.length) }));
}
