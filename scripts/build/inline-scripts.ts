// The four scripts every page runs inline, as the text a page carries. Each is a plain script file
// in lib/inline/ (browser code, ES5), read here as text and put into the page without its comments:
// a function's text taken from a loaded module would be whatever the loader made of it (tsx adds
// helper calls the page does not have). Paths are from the project's root, where every npm script,
// Jest and Playwright run.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

import {
  FACES_ATTRIBUTE,
  FACES_CLASS,
  FACES_KEY_PREFIX,
  FACES_LOAD_ATTRIBUTE,
} from "../../lib/brand-faces";
import { LIVE_EVENT } from "../../lib/live-event";
import {
  BANDS,
  DRAW_WHOLE_EVENT,
  DRAWN_ATTRIBUTE,
  SKIPPED_BANDS,
  WHOLE_PAGE_ATTRIBUTE,
} from "../../lib/whole-page";

/** A script file's text from its top-level function on (its heading comment left out). */
export function inlineFunction(file: string): string {
  const text = readFileSync(join(process.cwd(), file), "utf8");
  const start = text.indexOf("\nfunction ");
  if (start === -1) throw new Error(`${file}: no top-level function to inline`);
  return text.slice(start + 1).trim();
}

/**
 * `code` as a page carries it: the same statements, printed again by TypeScript's own parser and
 * printer without their comments (the files explain themselves at length, and their type comments
 * serve the type check only), then without indentation. Nothing inside a string is touched: the
 * printer works on the syntax tree, and no string in these files spans lines.
 */
export function withoutComments(code: string): string {
  const file = ts.createSourceFile("inline.js", code, ts.ScriptTarget.ES5, false, ts.ScriptKind.JS);
  return ts.createPrinter({ removeComments: true }).printFile(file).replace(/^\s+/gm, "").trim();
}

/** The input holder (lib/inline/early-input.js), first in every page's <head>. */
export const EARLY_INPUT_SCRIPT = withoutComments(
  `(${inlineFunction("lib/inline/early-input.js")})(${JSON.stringify(LIVE_EVENT)})`,
);

/** The drawing of the bands the load skipped (lib/inline/whole-page.js), third in <head>. */
export const WHOLE_PAGE_SCRIPT = withoutComments(
  `(${inlineFunction("lib/inline/whole-page.js")})(${[LIVE_EVENT, DRAW_WHOLE_EVENT, WHOLE_PAGE_ATTRIBUTE, DRAWN_ATTRIBUTE, SKIPPED_BANDS, BANDS].map((value) => JSON.stringify(value)).join(", ")})`,
);

/**
 * The brand faces' second stage (lib/inline/cached-faces.js), second in <head>: it fetches them
 * into the cache on a first view, and puts them first once they are cached.
 */
export const FACES_SCRIPT = withoutComments(
  `(${inlineFunction("lib/inline/cached-faces.js")})(${[FACES_KEY_PREFIX, FACES_ATTRIBUTE, FACES_LOAD_ATTRIBUTE, FACES_CLASS].map((value) => JSON.stringify(value)).join(", ")})`,
);

/** The chunk loader (lib/inline/chunk-loader.js), last in every page's <body>. */
export const LOADER_SCRIPT = withoutComments(`(${inlineFunction("lib/inline/chunk-loader.js")})()`);
