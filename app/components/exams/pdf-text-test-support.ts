/**
 * Test support: the text a PDF written without compression shows, read simply. pdfkit writes each run of text as a hex
 * string of codes in the font set before it (`/F1 12 Tf`): for an embedded font, glyph ids that the font's ToUnicode map
 * turns back into characters; for PDF's own fonts, one byte a character.
 */

const objectsOf = (pdf: string) => new Map([...pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map((found) => [found[1]!, found[2]!]));

/** A ToUnicode map's codes and the characters they stand for (pdfkit writes them as ranges with arrays). */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start, entries] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...entries!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, units], index) => {
      const codes = units!.split(" ").map((unit) => parseInt(unit, 16));
      map.set(parseInt(start!, 16) + index, String.fromCharCode(...codes));
    });
  }
  return map;
}

/** How each font resource name (F1, F2...) turns its codes into text. */
function decoders(objects: Map<string, string>): Map<string, (hex: string) => string> {
  const found = new Map<string, (hex: string) => string>();
  for (const body of objects.values()) {
    for (const [, name, ref] of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(ref!) ?? "";
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      if (toUnicode) {
        const map = unicodeMap(objects.get(toUnicode) ?? "");
        found.set(name!, (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? "").join(""));
      } else found.set(name!, (hex) => (hex.match(/.{2}/g) ?? []).map((code) => String.fromCharCode(parseInt(code, 16))).join(""));
    }
  }
  return found;
}

/** The text of an uncompressed PDF, one line per text-showing operator run. */
export function pdfText(bytes: Uint8Array): string {
  const pdf = Buffer.from(bytes).toString("latin1");
  const objects = objectsOf(pdf);
  const fonts = decoders(objects);
  const lines: string[] = [];
  let decode: (hex: string) => string = () => "";
  for (const [, fontName, shown] of pdf.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (fontName) decode = fonts.get(fontName) ?? decode;
    else lines.push([...shown!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decode(hex!)).join(""));
  }
  return lines.join("\n");
}
