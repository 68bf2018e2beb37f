// Loads the site's content modules (TypeScript under content/) for the picture generators, so the
// pictures' ids, scenes, hues and icons are read from the same records the pages render.
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import ts from "typescript";

const CONTENT = new URL("../../content/", import.meta.url);

/** Imports content/{name}.ts (and the content modules it imports) as JavaScript. */
export async function loadContent(name) {
  const dir = await mkdtemp(path.join(tmpdir(), "dunga-content-"));
  try {
    for (const file of await readdir(CONTENT)) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const source = await readFile(new URL(file, CONTENT), "utf8");
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      // Relative imports between content modules get the extension Node needs.
      const js = outputText.replace(/from "(\.\/[\w-]+)"/g, 'from "$1.mjs"');
      await writeFile(path.join(dir, file.replace(/\.ts$/, ".mjs")), js);
    }
    return await import(pathToFileURL(path.join(dir, `${name}.mjs`)).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
