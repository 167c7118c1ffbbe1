// V8 keeps the source of every script a process loads, and Node hands it a script as a two-byte string, twice the
// size, as soon as the file holds one character beyond ASCII (the server bundles' texts in French, Chinese, Japanese
// and Korean, a dash in a comment, a regular expression matching Chinese and Korean words). Written as \uXXXX
// escapes, which mean the same in strings, templates, regular expressions, identifiers and comments, the server's
// two bundles take about 5 MB less of each server process's heap (docs/decisions/0040). Only a template's raw text
// (String.raw, a tag reading .raw) would see the escape itself: the server code has no such template.

/**
 * `code` with every character beyond ASCII (each UTF-16 unit of one beyond the BMP) written as a \uXXXX escape.
 * @param {string} code
 */
export function escapeBeyondAscii(code) {
  return code.replace(/[\u0080-\uffff]/g, (/** @type {string} */ unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A Vite plugin that writes the chunks of a server (SSR) build so; a browser build's are left as they are.
 * @returns {import("vite").Plugin}
 */
export function asciiServerChunks() {
  let serverBuild = false;
  return {
    name: "ascii-server-chunks",
    apply: "build",
    configResolved: (config) => {
      serverBuild = Boolean(config.build.ssr);
    },
    // Last: Vite's own esbuild pass over the chunks writes escapes back as the characters.
    renderChunk: { order: "post", handler: (code) => (serverBuild ? { code: escapeBeyondAscii(code), map: null } : null) },
  };
}
