/**
 * @jest-environment node
 */
// What every page carries inline: the scripts' statements, without the files' comments. Their
// behaviour is tested on this very text (lib/inline/early-input.test.tsx,
// lib/inline/cached-faces.test.ts, lib/inline/whole-page.test.ts,
// scripts/build/scripts-after-paint.test.ts).
import {
  EARLY_INPUT_SCRIPT,
  FACES_SCRIPT,
  LOADER_SCRIPT,
  WHOLE_PAGE_SCRIPT,
  withoutComments,
} from "./inline-scripts";

test("comments and indentation go, strings that look like comments stay", () => {
  const code = [
    "function f(a) {",
    "  // a line comment",
    '  var url = "https://example.com/*x*/";',
    "  var b = /** @type {string} */ (a); // trailing",
    "  return url + b;",
    "}",
  ].join("\n");
  expect(withoutComments(code)).toBe(
    [
      "function f(a) {",
      'var url = "https://example.com/*x*/";',
      "var b = (a);",
      "return url + b;",
      "}",
    ].join("\n"),
  );
});

test("the inline scripts carry no comment and no indentation", () => {
  for (const script of [EARLY_INPUT_SCRIPT, FACES_SCRIPT, WHOLE_PAGE_SCRIPT, LOADER_SCRIPT]) {
    expect(script).not.toMatch(/\/\*|^\s*\/\/|^[ \t]/m);
    // Still whole scripts: each parses.
    expect(() => new Function(script)).not.toThrow();
  }
});
