// @vitest-environment happy-dom
import { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it } from "vitest";
import { dropsMarkup, editorHtml, richTextExtensions } from "./rich-text-content.js";

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function editorWith(content: string) {
  const editor = new Editor({ extensions: richTextExtensions, content });
  editors.push(editor);
  return editor;
}

describe("dropsMarkup", () => {
  it("keeps what the toolbar makes and what StarterKit reads", () => {
    expect(dropsMarkup("")).toBe(false);
    expect(dropsMarkup('<h2>Open day</h2><p><b>Saturday</b>, <em>10:00</em> <a href="mailto:office@example.com">write</a><br>us</p><ul><li>Maths</li></ul><ol><li><p>Chess</p></li></ol>')).toBe(false);
    expect(dropsMarkup("<blockquote><p>Quote</p></blockquote><pre><code>x</code></pre><hr><h1>Title</h1><p><u>u</u><s>s</s><code>c</code></p>")).toBe(false);
  });

  it("finds elements the editor has no place for", () => {
    expect(dropsMarkup("<table><tr><td>9:00</td></tr></table>")).toBe(true);
    expect(dropsMarkup('<p>Campus <img src="/campus.png" alt=""></p>')).toBe(true);
    expect(dropsMarkup('<div class="note">Note</div>')).toBe(true);
    expect(dropsMarkup("<p><a name=\"top\">Top</a></p>")).toBe(true);
  });
});

describe("richTextExtensions", () => {
  it("write an emptied editor as no text, and links with the target they had", () => {
    expect(editorHtml(editorWith("<p></p>"))).toBe("");
    expect(editorHtml(editorWith('<p><a href="/courses">Courses</a> and <a href="https://example.com" target="_blank">more</a></p>'))).toBe(
      '<p><a href="/courses">Courses</a> and <a target="_blank" href="https://example.com">more</a></p>',
    );
  });
});
