import { execSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./fixtures";
import { growths, htmlFile, htmlText, placesOf, treeAt, type Entry } from "./growth";
import { testEmailEnv } from "./test-env";
import { copyCheckout } from "./scratch-copy";

/**
 * What the team grows grows without a developer: in a scratch copy of the repository, each folder
 * collection of e2e/growth.ts gets a new entry and loses one (with the menu lines an editor would
 * change in the same sitting), the copy is built once, and each new entry has its page, its card
 * on the list page, its menu link where the menus list it, its sharing card, its sitemap and
 * search entries, the other pages and feeds that list it and its drawn pictures, while the
 * removed one has none of them (its committed pictures aside). No code changes: the content alone.
 * One run, at desktop size: it reads the built files, and the build takes minutes.
 */
const root = process.cwd();
let out = "";
const removed = new Map<string, Entry>();

test.describe("a collection the team grows", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: it reads the files of a build");
  test.describe.configure({ mode: "serial", timeout: 900_000 });

  // The skip above is the tests'; the hooks would still run in the phone's worker.
  test.beforeAll(({}, testInfo) => {
    if (testInfo.project.name === "mobile") return;
    // Inside the repository and without its lockfile, so that Next.js takes the repository as the
    // workspace's root when it builds the copy, with the repository's node_modules.
    const scratch = join(root, ".growth-scratch");
    rmSync(scratch, { recursive: true, force: true });
    copyCheckout(root, scratch);
    symlinkSync("../node_modules", join(scratch, "node_modules"));
    const tree = treeAt(scratch);
    for (const growth of growths) {
      const file = (id: string) => `content/${growth.folder}/${id}.${growth.extension ?? "json"}`;
      removed.set(growth.folder, tree.read<Entry>(file(growth.removed)));
      tree.remove(file(growth.removed));
      tree.write(file(growth.added.id), growth.added);
      growth.alsoEdit?.(tree);
    }
    execSync("npm run build", {
      cwd: scratch,
      // Only content changed since `npm run typecheck` checked the code.
      env: { ...process.env, ...testEmailEnv, BUILD_SKIP_TYPECHECK: "1" },
      stdio: "pipe",
    });
    out = join(scratch, "out");
  });

  test.afterAll(({}, testInfo) => {
    // GROWTH_KEEP=1 keeps the copy and its export (.growth-scratch/out) to look at.
    if (testInfo.project.name === "mobile" || process.env.GROWTH_KEEP) return;
    rmSync(join(root, ".growth-scratch"), { recursive: true, force: true });
  });

  for (const growth of growths) {
    test(`${growth.folder}: a new entry shows everywhere, a removed one nowhere`, () => {
      const everywhere = (entry: Entry) =>
        Object.fromEntries(Object.keys(placesOf(out, growth, entry)).map((place) => [place, true]));
      const added = placesOf(out, growth, growth.added);
      expect(added).toEqual(everywhere(growth.added));
      const gone = removed.get(growth.folder)!;
      expect(placesOf(out, growth, gone)).toEqual(
        Object.fromEntries(Object.keys(everywhere(gone)).map((place) => [place, false])),
      );
      // The new page is the entry's own, under its title.
      if (growth.page) {
        const page = readFileSync(htmlFile(out, growth.page(growth.added.id)), "utf8");
        const title = htmlText(String(growth.added.title ?? growth.added.name));
        expect(page).toMatch(
          new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`),
        );
      }
      // The pictures drawn from its fields, drawn by the build.
      const drawn = growth.drawn?.(growth.added.id) ?? [];
      expect(drawn.filter((picture) => !existsSync(join(out, picture)))).toEqual([]);
    });
  }
});
