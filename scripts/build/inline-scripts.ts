// The two scripts every page runs inline, as the text a page carries. Each is a plain script file
// in lib/inline/ (browser code, ES5), read here as text and put into the page as it is: a
// function's text taken from a loaded module would be whatever the loader made of it (tsx adds
// helper calls the page does not have). Paths are from the project's root, where every npm script,
// Jest and Playwright run.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { LIVE_EVENT } from "../../lib/live-event";

/** A script file's text from its top-level function on (its heading comment left out). */
export function inlineFunction(file: string): string {
  const text = readFileSync(join(process.cwd(), file), "utf8");
  const start = text.indexOf("\nfunction ");
  if (start === -1) throw new Error(`${file}: no top-level function to inline`);
  return text.slice(start + 1).trim();
}

/** The input holder (lib/inline/early-input.js), first in every page's <head>. */
export const EARLY_INPUT_SCRIPT = `(${inlineFunction("lib/inline/early-input.js")})(${JSON.stringify(LIVE_EVENT)})`;

/** The chunk loader (lib/inline/chunk-loader.js), last in every page's <body>. */
export const LOADER_SCRIPT = `(${inlineFunction("lib/inline/chunk-loader.js")})()`;
