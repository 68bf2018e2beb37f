/**
 * The site's two faces, cut down to the characters the site can show (docs/design.md, "Type"):
 * Bricolage Grotesque for headings and Inter for text, both variable in weight, from their
 * Fontsource packages. Run before every build and development server by `prepare`
 * (scripts/content/prepare.ts); app/fonts.ts serves the files, and scripts/design-specimen.ts
 * sets its picture in them.
 *
 * The characters are those of every content file and every component, page and library source:
 * all the text a page can show comes from there, so a character a marketer adds in the editor is
 * in the next cut. Printable ASCII is always kept, for what a visitor types into a form
 * or the search. The output goes to app/fonts/generated/ (not committed); a run whose characters
 * and source faces have not changed leaves the files as they are (./when-changed.ts).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { extname, join } from "node:path";

import subsetFont from "subset-font";

import { whenChanged } from "./when-changed";

const root = join(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const OUT = join(root, "app/fonts/generated");

/** Each face's file, and the weights the design uses of it (app/fonts.ts declares the same). */
export const faces = {
  display: {
    file: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    weight: { min: 500, max: 800 },
  },
  text: {
    file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weight: { min: 400, max: 700 },
  },
} as const;

const SOURCES = ["content", "components", "app", "lib"];
const TEXT_FILES = new Set([".json", ".md", ".ts", ".tsx"]);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === "generated" || name === "node_modules") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT_FILES.has(extname(name))) yield path;
  }
}

/** Every character the site's sources hold, plus printable ASCII, sorted. */
export function siteCharacters(dirs = SOURCES.map((dir) => join(root, dir))): string {
  const chars = new Set<string>();
  for (let code = 0x20; code < 0x7f; code += 1) chars.add(String.fromCharCode(code));
  for (const dir of dirs) {
    for (const file of files(dir)) {
      for (const char of readFileSync(file, "utf8")) {
        if (char >= " ") chars.add(char);
      }
    }
  }
  return [...chars].sort().join("");
}

/** The key of a cut: the characters, the faces' settings and their source files. */
export function facesKey(characters: string): string {
  const hash = createHash("sha256").update(characters).update(JSON.stringify(faces));
  for (const { file } of Object.values(faces)) hash.update(readFileSync(require.resolve(file)));
  return hash.digest("hex");
}

/** Cuts both faces into app/fonts/generated/ unless the last cut was of the same key. */
export async function cutFaces(): Promise<boolean> {
  const characters = siteCharacters();
  const outputs = Object.keys(faces).map((name) => join(OUT, `${name}.woff2`));
  return whenChanged(
    { stamp: join(OUT, "key.txt"), key: facesKey(characters), outputs },
    async () => {
      mkdirSync(OUT, { recursive: true });
      for (const [name, { file, weight }] of Object.entries(faces)) {
        const source = readFileSync(require.resolve(file));
        const subset = await subsetFont(source, characters, {
          targetFormat: "woff2",
          variationAxes: { wght: weight },
        });
        writeFileSync(join(OUT, `${name}.woff2`), subset);
      }
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) void cutFaces();
