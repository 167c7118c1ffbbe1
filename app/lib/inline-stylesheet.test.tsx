// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { InlineStylesheet, StylesheetContext } from "./inline-stylesheet.js";

afterEach(cleanup);

describe("InlineStylesheet", () => {
  it("puts the stylesheet the server gives into the document", () => {
    const html = renderToString(
      <StylesheetContext.Provider value="body{margin:0}">
        <InlineStylesheet />
      </StylesheetContext.Provider>,
    );
    expect(html).toBe('<style id="site-stylesheet">body{margin:0}</style>');
  });

  it("keeps in the browser what the server sent, without the stylesheet in its JavaScript", () => {
    document.head.innerHTML = '<style id="site-stylesheet">body{margin:0}</style>';
    const { container } = render(<InlineStylesheet />, { container: document.head.appendChild(document.createElement("div")) });
    expect(container.querySelector("style")?.textContent).toBe("body{margin:0}");
  });
});
