import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { adminPage, adminScript, picturesKey } from "./prepare";

function tree(files: Record<string, string>): string {
  const base = mkdtempSync(join(tmpdir(), "pictures-key-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(base, path, ".."), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}

const files = {
  "content/data/products.json": '{"products":[]}',
  "scripts/pictures/products.ts": "draw()",
  "scripts/pictures/drawn.txt": "old key",
};

describe("the key the pictures are drawn from", () => {
  it("is the same for the same content and generators, wherever the tree is", () => {
    expect(picturesKey(tree(files))).toBe(picturesKey(tree(files)));
  });

  it("changes with a content file or a generator, so an edit redraws the pictures", () => {
    const key = picturesKey(tree(files));
    expect(
      picturesKey(tree({ ...files, "content/data/products.json": '{"products":[{}]}' })),
    ).not.toBe(key);
    expect(picturesKey(tree({ ...files, "scripts/pictures/products.ts": "draw(2)" }))).not.toBe(
      key,
    );
  });

  it("ignores the stored key itself and the generators' tests", () => {
    const key = picturesKey(tree(files));
    expect(picturesKey(tree({ ...files, "scripts/pictures/drawn.txt": "new key" }))).toBe(key);
    expect(picturesKey(tree({ ...files, "scripts/pictures/svg.test.ts": "test" }))).toBe(key);
  });
});

describe("the admin page", () => {
  it("sets Decap up before it starts and reads its configuration", () => {
    const page = adminPage();
    // Before the bundle, which would start at once unless asked not to.
    expect(page.indexOf('<script src="editor.js"></script>')).toBeLessThan(
      page.indexOf('<script src="decap-cms.js"></script>'),
    );
    // A same-origin file: the page's policy allows no inline script.
    expect(page.match(/<script>/g)).toBeNull();
    const script = adminScript();
    expect(script).toContain("\nwindow.CMS_MANUAL_INIT = true;\n");
    expect(script).toMatch(
      /setUpEditor\(window\.CMS, \{"phrases":.*"formats":.*\}\);\n {2}window\.CMS\.init\(\);\n\}\);\n$/,
    );
  });
});
