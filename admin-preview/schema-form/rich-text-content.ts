import { createDocument, getSchema, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { allowedLink } from "./link-url.js";

/**
 * What the rich-text editor knows: StarterKit, its Link included. Links made by typing or pasting a URL
 * follow the toolbar's rule; links already in the HTML keep their target, and new ones open in the same
 * window like the site's other links. No empty paragraph is added after a closing heading or list: it
 * would be saved into the page.
 */
export const richTextExtensions = [
  StarterKit.configure({
    trailingNode: false,
    link: {
      openOnClick: false,
      defaultProtocol: "https",
      HTMLAttributes: { target: null, rel: null },
      shouldAutoLink: (url) => allowedLink(url) !== null,
    },
  }),
];

const schema = getSchema(richTextExtensions);

/** The editor's content as the field's value: an empty editor is no text at all, so "required" shows. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

/** TipTap's error for HTML with an element its schema has no place for (createNodeFromContent). */
const INVALID_HTML = "[tiptap error]: Invalid HTML content";

/**
 * Whether the editor would drop some of this HTML: an element none of its extensions reads, such as a
 * table, an image or a <div>. (Attributes it does not keep, such as a paragraph's class, are not counted.)
 */
export function dropsMarkup(html: string): boolean {
  try {
    createDocument(html, schema, {}, { errorOnInvalidContent: true });
    return false;
  } catch (error) {
    if (error instanceof Error && error.message === INVALID_HTML) return true;
    throw error;
  }
}
