import { type ChildProcess, execSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

import { expect, test, type Page } from "./fixtures";
import { testEmailEnv } from "./test-env";
import { copyCheckout } from "./scratch-copy";

/**
 * The marketing team's path, offline: the editor at /admin/ (from the export, as deployed) signs in
 * to Decap's local server in its Git mode, over a scratch repository copied from this one (never
 * the committed files). That mode runs the editorial workflow as the GitHub backend does: a saved
 * change is a draft on a branch of its own (on GitHub, a pull request, which the host builds as a
 * deploy preview), the live branch is untouched until the entry is set Ready and published, and
 * publishing merges the branch. Before the last change is published, its draft is built as Netlify
 * builds a pull request's deploy preview: the changes reach every page that shows them, and the
 * build is marked as a preview (scripts/build/preview.export.test.ts, the only run of those checks).
 * One run, at desktop size: the editor is a desk tool, and the build takes a minute.
 */
const root = process.cwd();
const product = { id: "food-delivery", title: "Food Delivery App" };
const newTitle = "Food Ordering Platform";
const newFigure = "1000+";

/** `.cms-scratch/`: the editor's repository in `repo/`, a draft's deploy preview built in `preview/`. */
let scratch = "";
let repo = "";
let server: ChildProcess | undefined;

const decapServer = join(root, "node_modules/.bin/decap-server");
const isAnswering = () =>
  fetch("http://127.0.0.1:8081/api/v1", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  }).then(
    (response) => response.ok,
    () => false,
  );

test.describe("the content editor", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: it edits files and rebuilds the site");
  test.describe.configure({ timeout: 900_000 });

  test.beforeAll(async () => {
    // Inside the repository and without its lockfile, so that Next.js takes the repository as the
    // workspace's root when it builds a copy there, with the repository's node_modules (its bundler
    // reads no files outside that root).
    scratch = join(root, ".cms-scratch");
    repo = join(scratch, "repo");
    rmSync(scratch, { recursive: true, force: true });
    copyCheckout(root, repo);
    // A repository of its own, on the branch the editor's configuration names.
    const git = (command: string) => execSync(`git ${command}`, { cwd: repo, stdio: "pipe" });
    git("init -q -b main");
    git("add -A");
    git("-c user.name=Scratch -c user.email=scratch@example.com commit -q -m scratch");
    // Another decap-server (`npm run cms`) would take the edits to its own folder.
    expect(await isAnswering(), "port 8081 is free (is `npm run cms` running?)").toBe(false);
    server = spawn(decapServer, [], {
      env: {
        ...process.env,
        MODE: "git",
        GIT_REPO_DIRECTORY: repo,
        // Its commits on the drafts' branches need an author.
        GIT_AUTHOR_NAME: "Editor",
        GIT_AUTHOR_EMAIL: "editor@example.com",
        GIT_COMMITTER_NAME: "Editor",
        GIT_COMMITTER_EMAIL: "editor@example.com",
        BIND_HOST: "127.0.0.1",
        PORT: "8081",
      },
      stdio: "ignore",
    });
    await expect.poll(isAnswering, { timeout: 20_000 }).toBe(true);
  });

  test.afterAll(() => {
    server?.kill();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** The branches the editor's drafts are on (`cms/<collection>/<entry>`). */
  const draftBranches = () =>
    execSync("git branch --list 'cms/*' --format='%(refname:short)'", { cwd: repo })
      .toString()
      .split("\n")
      .filter(Boolean);
  /**
   * A content file by its name: "site" is content/data/site.json, "products/food-delivery" an entry
   * of content/products/.
   */
  const contentFile = (name: string) => `content/${name.includes("/") ? "" : "data/"}${name}.json`;
  /** A content file as a branch has it (the work tree may be on a draft's branch meanwhile). */
  const fileAt = (branch: string, name: string) =>
    JSON.parse(execSync(`git show ${branch}:${contentFile(name)}`, { cwd: repo }).toString("utf8"));
  const liveFile = (name: string) => fileAt("main", name);
  const draftFile = fileAt;
  /** The lines a draft's branch changes in a content file: removed with "-", added with "+". */
  const draftDiff = (branch: string, name: string) =>
    execSync(`git diff --unified=0 main ${branch} -- ${contentFile(name)}`, { cwd: repo })
      .toString("utf8")
      .split("\n")
      .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));

  /**
   * Saves the open entry: a draft on a branch of its own (the only one), where the host would build
   * its deploy preview, one press away in the editor. Returns the branch.
   */
  async function saveDraft(page: Page) {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({
      timeout: 20_000,
    });
    const [branch, ...others] = draftBranches();
    expect(others).toEqual([]);
    await expect(page.getByRole("button", { name: "Check for Preview" })).toBeVisible();
    return branch!;
  }

  /** Sets the open draft Ready, then publishes it, which merges its branch into the live one. */
  async function publish(page: Page) {
    await page.getByRole("button", { name: "Status: Draft" }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
    // Publishing a draft asks first ("Are you sure you want to publish this entry?").
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect.poll(draftBranches, { timeout: 20_000 }).toEqual([]);
  }

  /**
   * A draft's branch built as Netlify builds a pull request's deploy preview: its files alone (no
   * history: Next.js would take a repository's top as the workspace's root, and the dependencies
   * are the repository's), with the host's CONTEXT and COMMIT_REF. Returns the export's folder.
   */
  function buildDeployPreview(branch: string) {
    const copy = join(scratch, "preview");
    mkdirSync(copy);
    execSync(`git archive ${branch} | tar -x -C ${JSON.stringify(copy)}`, { cwd: repo });
    symlinkSync("../../node_modules", join(copy, "node_modules"));
    const host = {
      CONTEXT: "deploy-preview",
      COMMIT_REF: execSync(`git rev-parse ${branch}`, { cwd: repo }).toString().trim(),
    };
    execSync("npm run build", {
      cwd: copy,
      // Only content changed since `npm run typecheck` checked the code.
      env: { ...process.env, ...testEmailEnv, ...host, BUILD_SKIP_TYPECHECK: "1" },
      stdio: "pipe",
    });
    const out = join(copy, "out");
    // What marks a preview, read from its files; a failure throws with Jest's report.
    execSync("npx jest --config jest.export.config.mjs preview.export", {
      cwd: root,
      env: { ...process.env, ...host, PREVIEW_OUT: out },
      stdio: "pipe",
    });
    return out;
  }

  test("a product title and a headline figure changed in the editor reach every page of a deploy preview, then go live", async ({
    page,
  }) => {
    const dataFile = (name: string) =>
      JSON.parse(readFileSync(join(repo, contentFile(name)), "utf8"));
    const entry = `products/${product.id}`;
    const oldCard = readFileSync(join(root, "out/og", `products-${product.id}.png`));

    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();

    // The product: its entry in the Products folder, one file of its own, opened from the list
    // by its summary.
    await expect(page.getByTestId("products")).toBeVisible({ timeout: 30_000 });
    await page.goto("/admin/#/collections/products");
    // Decap loads the entries before it lists them: seconds on a busy machine.
    const loading = { timeout: 240_000 };
    await page.getByText(product.title).first().click(loading);
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue(product.title, loading);

    // A title longer than search results show is refused before it is saved, in the words the
    // build would print for it ("… title is 61 characters; at most 60 show in search results").
    await title.fill("Food Delivery App for Restaurants, Cloud Kitchens and Caterers");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText("Title is over 60 characters; at most 60 show in search results."),
    ).toBeVisible();
    expect(draftBranches()).toEqual([]);

    // Typed as an editor types it, over the whole refused text: filling the field while the
    // refusal re-renders it could add to its text instead of replacing it.
    await title.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(newTitle);
    await expect(title).toHaveValue(newTitle);
    // The preview pane lays the entry out like its page, in the site's own stylesheet.
    const previewPane = page.frameLocator("iframe").first();
    const heading = previewPane.getByRole("heading", { level: 1, name: newTitle, exact: true });
    await expect(heading).toBeVisible(loading);
    await expect(heading.locator("xpath=ancestor::section[1]")).toHaveCSS(
      "background-color",
      "rgb(11, 13, 29)",
    );
    const productDraft = await saveDraft(page);
    expect(productDraft).toBe(`cms/products/${product.id}`);
    // The entry's file changes by the edited line alone: the keys keep their order, the file its
    // form.
    expect(draftDiff(productDraft, entry)).toEqual([
      `-  "title": "${product.title}",`,
      `+  "title": "${newTitle}",`,
    ]);
    expect(draftFile(productDraft, entry)).toMatchObject({ title: newTitle });
    expect(liveFile(entry)).toMatchObject({ title: product.title });
    await publish(page);
    expect(liveFile(entry)).toMatchObject({ id: product.id, title: newTitle });
    expect(dataFile(entry)).toMatchObject({ id: product.id, title: newTitle });
    // Written as the editor writes every entry, so the next diff shows only the next edit.
    const written = readFileSync(join(repo, contentFile(entry)), "utf8");
    expect(written).toBe(`${JSON.stringify(JSON.parse(written), null, 2)}\n`);

    // The projects figure, in the company file.
    await page.goto("/admin/#/collections/site/entries/site");
    await expect(page.getByText("Headline figures", { exact: true }).first()).toBeVisible(loading);
    // The first of the file's groups; a group opens by its Expand button.
    await page.getByRole("button", { name: "Expand" }).first().click();
    const figure = page.getByLabel("Projects delivered", { exact: true });
    await expect(figure).toHaveValue("998+", loading);
    await figure.fill(newFigure);
    const figureDraft = await saveDraft(page);
    expect(draftDiff(figureDraft, "site")).toEqual([
      `-    "projects": "998+",`,
      `+    "projects": "${newFigure}",`,
    ]);
    expect(draftFile(figureDraft, "site").figures.projects).toBe(newFigure);
    expect(liveFile("site").figures.projects).toBe("998+");

    // The draft's deploy preview, built before it is published, as the team checks a change: the
    // published title and the draft's figure on every page that shows them.
    const preview = buildDeployPreview(figureDraft);
    const built = (path: string) => readFileSync(join(preview, path));
    const text = (path: string) => built(path).toString("utf8");
    expect(text(`products/${product.id}.html`)).toContain(`<h1`);
    expect(text(`products/${product.id}.html`)).toMatch(new RegExp(`<h1[^>]*>${newTitle}<`));
    expect(text(`products/${product.id}.html`)).toContain(`<title>${newTitle} | Dunga</title>`);
    // The catalogue's own cards; the header's products menu has labels of its own (menus.json).
    const catalogue = /<main\b[\s\S]*<\/main>/.exec(text("products.html"))?.[0] ?? "";
    expect(catalogue).toContain(newTitle);
    expect(catalogue).not.toContain(`>${product.title}<`);
    expect(built(`og/products-${product.id}.png`).equals(oldCard)).toBe(false);
    expect(text("sitemap.xml")).toContain(`/products/${product.id}</loc>`);
    expect(text("search-index.json")).toContain(newTitle);
    expect(text("index.html")).toContain(newFigure);
    expect(text("index.html")).not.toContain("998+");

    await publish(page);
    expect(liveFile("site").figures.projects).toBe(newFigure);
    expect(dataFile("site").figures.projects).toBe(newFigure);
  });
});

test.describe("the content editor's page", () => {
  test.skip(({ isMobile }) => isMobile, "it reads headers, the same at any size");

  // Its files (noindex, the only page allowed to evaluate code, linked from nowhere public):
  // scripts/build/pages.export.test.ts.
  test("is served noindex, with a pop-up sign-in only it may open", async ({ request }) => {
    const editor = await request.get("/admin/");
    expect(editor.status()).toBe(200);
    expect(editor.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // Its GitHub sign-in is a pop-up that reports back to the page that opened it.
    expect(editor.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const home = await request.get("/");
    expect(home.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
  });
});
