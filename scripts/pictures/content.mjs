// Loads the site's content modules (content/*.ts, which read content/data/*.json) for the picture
// generators, so the pictures' ids, scenes, hues and icons come from the same records the pages
// render. tsx compiles the TypeScript on the fly.
import { tsImport } from "tsx/esm/api";

/** Imports content/{name}.ts with the modules it imports. */
export function loadContent(name) {
  return tsImport(`../../content/${name}.ts`, import.meta.url);
}
