import { describe, expect, it } from "vitest";
import {
  addNode,
  dataOf,
  linkAbove,
  moveBy,
  moveIntoLinkAbove,
  moveNode,
  moveOutToTop,
  problemsOfNode,
  removeNode,
  treeOf,
  updateFields,
} from "./navigation-tree.js";

const saved = {
  navigationLinks: [
    { name: "Courses", url: "/courses", navigationType: 1, children: [{ name: "Short courses", url: "/short" }, { name: "Camps", url: "/camps", newWindow: true }] },
    { name: "Teachers", url: "/teachers", navigationType: 1 },
    { name: "FAQ", url: "/faq", navigationType: 2, newWindow: false },
  ],
};

const names = (data: ReturnType<typeof dataOf>) =>
  data.navigationLinks.map((link) => (link.children ? `${link.name} [${link.children.map((child) => child.name).join(", ")}]` : link.name));

/** Keys as treeOf gives them: links and their sub-links counted in order. */
const COURSES = "link-1";
const SHORT = "link-2";
const CAMPS = "link-3";
const TEACHERS = "link-4";
const FAQ = "link-5";

describe("the navigation tree", () => {
  it("gives back the saved data unchanged", () => {
    expect(dataOf(treeOf(saved))).toEqual(saved);
    expect(dataOf(treeOf({}))).toEqual({ navigationLinks: [] });
  });

  it("moves a link up or down its own list, not past either end", () => {
    const tree = treeOf(saved);
    expect(names(dataOf(moveBy(tree, FAQ, -1)))).toEqual(["Courses [Short courses, Camps]", "FAQ", "Teachers"]);
    expect(names(dataOf(moveBy(tree, SHORT, 1)))).toEqual(["Courses [Camps, Short courses]", "Teachers", "FAQ"]);
    expect(moveBy(tree, COURSES, -1)).toBe(tree);
    expect(moveBy(tree, CAMPS, 1)).toBe(tree);
  });

  it("moves a link to any place of its list as a drag does (arrayMove)", () => {
    const tree = treeOf(saved);
    expect(names(dataOf(moveNode(tree, COURSES, { parent: null, index: 2 })))).toEqual(["Teachers", "FAQ", "Courses [Short courses, Camps]"]);
    expect(names(dataOf(moveNode(tree, FAQ, { parent: null, index: 0 })))).toEqual(["FAQ", "Courses [Short courses, Camps]", "Teachers"]);
  });

  it("moves a link without sub-links into the link above, keeping only what a sub-link has", () => {
    const tree = treeOf(saved);
    expect(linkAbove(tree, FAQ)?.key).toBe(TEACHERS);
    const moved = dataOf(moveIntoLinkAbove(tree, FAQ));
    expect(moved.navigationLinks[1]).toEqual({ name: "Teachers", url: "/teachers", navigationType: 1, children: [{ name: "FAQ", url: "/faq", newWindow: false }] });
  });

  it("never moves the first link, or a link with sub-links, down a level, nor a link into itself", () => {
    const tree = treeOf(saved);
    expect(linkAbove(tree, COURSES)).toBeUndefined();
    expect(moveIntoLinkAbove(tree, COURSES)).toBe(tree);
    const coursesSecond = moveBy(tree, TEACHERS, -1);
    expect(linkAbove(coursesSecond, COURSES)).toBeUndefined();
    expect(moveNode(tree, COURSES, { parent: TEACHERS, index: 0 })).toBe(tree);
    expect(moveNode(tree, TEACHERS, { parent: TEACHERS, index: 0 })).toBe(tree);
    expect(moveNode(tree, SHORT, { parent: null, index: 9 })).toBe(tree);
    expect(moveNode(tree, "link-99", { parent: null, index: 0 })).toBe(tree);
  });

  it("moves a sub-link out to the top level, just after the link it was under", () => {
    const tree = treeOf(saved);
    expect(names(dataOf(moveOutToTop(tree, CAMPS)))).toEqual(["Courses [Short courses]", "Camps", "Teachers", "FAQ"]);
    expect(moveOutToTop(tree, TEACHERS)).toBe(tree);
  });

  it("drags a sub-link to another link's sub-links, or a link among a link's sub-links", () => {
    const tree = moveIntoLinkAbove(treeOf(saved), FAQ);
    expect(names(dataOf(moveNode(tree, CAMPS, { parent: TEACHERS, index: 0 })))).toEqual(["Courses [Short courses]", "Teachers [Camps, FAQ]"]);
    expect(names(dataOf(moveNode(treeOf(saved), TEACHERS, { parent: COURSES, index: 1 })))).toEqual(["Courses [Short courses, Teachers, Camps]", "FAQ"]);
  });

  it("adds empty links and sub-links with new keys, changes fields and removes a link with its sub-links", () => {
    const tree = treeOf(saved);
    const { tree: withLink, added } = addNode(tree, null);
    expect(added).toBe("link-6");
    const { tree: withChild, added: child } = addNode(withLink, added);
    expect(child).toBe("link-7");
    const filled = updateFields(updateFields(withChild, added, { name: "Blog", url: "/blog" }), child, { name: "News", url: "/news" });
    expect(names(dataOf(filled)).at(-1)).toBe("Blog [News]");
    expect(names(dataOf(removeNode(filled, COURSES)))).toEqual(["Teachers", "FAQ", "Blog [News]"]);
    expect(names(dataOf(removeNode(filled, SHORT)))[0]).toBe("Courses [Camps]");
  });

  it("gives each link its own problems, at fields inside it", () => {
    const tree = treeOf(saved);
    const problem = (field: string[]) => ({ moduleIndex: 0, field, keyword: "required", params: {}, message: "required" });
    const problems = [problem(["navigationLinks", "0", "url"]), problem(["navigationLinks", "0", "children", "1", "name"]), problem(["navigationLinks", "2", "name"])];
    expect(problemsOfNode(tree, COURSES, problems).map((found) => found.field)).toEqual([["url"]]);
    expect(problemsOfNode(tree, CAMPS, problems).map((found) => found.field)).toEqual([["name"]]);
    expect(problemsOfNode(tree, FAQ, problems).map((found) => found.field)).toEqual([["name"]]);
    expect(problemsOfNode(tree, TEACHERS, problems)).toEqual([]);
  });
});
