// Marks the JavaScript every page runs while it starts, so that Chromium compiles it before it runs.
//
// V8 compiles a function lazily, on the main thread, the first time it is called. Starting a page
// calls thousands of them (React, the Next.js router, the page's own components) inside one task,
// the one that runs the last chunk, and on a phone that task blocks input for hundreds of
// milliseconds. A file that begins with the comment below asks V8 to compile all of its functions
// at once instead; for a script it streams (an external async script, as all chunks here are) it
// does so on the background thread that parses the script while it downloads. Chromium has read
// the comment since version 136; other engines ignore it, and it changes nothing the code does.
//
// Compiling everything costs time and memory for functions that are never called, so only the
// chunks a page lists for its start get it (the ones scripts/build/scripts-after-paint.ts hands to the
// loader); chunks loaded later on demand, such as the email library a form loads when it sends,
// are left as they are. What it saves is measured in docs/budgets.md. scripts/build/finish-pages.ts
// applies it to out/ after `next build`.

/** V8's explicit compile hint for a whole file: "all functions are called on load". */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * `source` with the compile hint as its first line; unchanged if it has it already.
 */
export function withCompileHint(source: string): string {
  return hasCompileHint(source) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * Whether `source` carries the compile hint.
 */
export function hasCompileHint(source: string): boolean {
  return source.startsWith(`${COMPILE_HINT}\n`);
}
