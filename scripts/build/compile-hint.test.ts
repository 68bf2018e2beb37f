/** @jest-environment node */
import { COMPILE_HINT, hasCompileHint, withCompileHint } from "./compile-hint";

const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x.js",{}]);';

describe("withCompileHint", () => {
  it("puts V8's whole-file hint on the first line, before the chunk's code", () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split("\n")).toEqual(["//# allFunctionsCalledOnLoad", chunk]);
    expect(hasCompileHint(hinted)).toBe(true);
  });

  it("adds it once, however often the build step runs", () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it("counts the hint only at the top of the file, where V8 documents it", () => {
    expect(hasCompileHint(chunk)).toBe(false);
    expect(hasCompileHint(`"use strict";\n${COMPILE_HINT}\n${chunk}`)).toBe(false);
  });
});
