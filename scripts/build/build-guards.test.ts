/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import nextConfig from "../../next.config";

// The marketing team edits content/; a wrong type there (a figure as text, a missing field) must
// stop `npm run build` rather than ship. next build type-checks what tsconfig.json includes, unless
// the config tells it not to.
describe("the build's type check", () => {
  it("is never skipped", () => {
    expect(nextConfig.typescript?.ignoreBuildErrors).not.toBe(true);
  });

  it("covers content/ and the code that renders it", () => {
    const tsconfig = JSON.parse(readFileSync(join(__dirname, "../../tsconfig.json"), "utf8")) as {
      include: string[];
      exclude?: string[];
    };
    expect(tsconfig.include).toEqual(expect.arrayContaining(["**/*.ts", "**/*.tsx"]));
    for (const folder of ["content", "components", "app", "lib"]) {
      expect(tsconfig.exclude ?? []).not.toContain(folder);
    }
  });
});
