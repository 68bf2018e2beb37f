import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import {
  adminPage,
  adminScript,
  picturesKey,
  removedEntryFiles,
  renamedEntryFiles,
} from "./prepare";

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

  it("ignores the stored key itself, the rasters' record and the generators' tests", () => {
    const key = picturesKey(tree(files));
    expect(picturesKey(tree({ ...files, "scripts/pictures/drawn.txt": "new key" }))).toBe(key);
    expect(picturesKey(tree({ ...files, "scripts/pictures/drawn-files.json": "{}" }))).toBe(key);
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

describe("the entries the history took away", () => {
  it("names the files removed or renamed, and where a renamed one went", () => {
    const base = tree({
      "content/products/food-ordering.json":
        '{\n  "id": "food-ordering",\n  "title": "Food Ordering App"\n}\n',
      "content/products/taxi-booking.json": '{\n  "id": "taxi-booking"\n}\n',
    });
    const git = (args: string[]) =>
      execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], {
        cwd: base,
        stdio: "pipe",
      });
    git(["init", "-q", "-b", "main"]);
    git(["add", "-A"]);
    git(["commit", "-q", "-m", "two products"]);
    git(["mv", "content/products/food-ordering.json", "content/products/food-delivery.json"]);
    git(["rm", "-q", "content/products/taxi-booking.json"]);
    git(["commit", "-q", "-m", "one renamed, one removed"]);
    expect(removedEntryFiles(base).sort()).toEqual([
      "content/products/food-ordering.json",
      "content/products/taxi-booking.json",
    ]);
    expect(renamedEntryFiles(base)).toEqual(
      new Map([["content/products/food-ordering.json", "content/products/food-delivery.json"]]),
    );
  });
});
