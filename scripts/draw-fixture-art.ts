// Writes the demo pictures drawn from libraries (teacher portraits, follow-link brand icons) into public/.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fixtureArt } from "../fixtures/art/draw.js";

const publicDir = join(import.meta.dirname, "..", "public");
const pictures = fixtureArt();
for (const { publicPath, svg } of pictures) {
  const file = join(publicDir, publicPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, svg);
}
console.log(`drew ${pictures.length} pictures into public/`);
