/**
 * First step of every build (`npm run build`, `npm run dev`, `npm run cms`):
 * 1. checks every content file against its schema and stops, with messages an editor can act on,
 *    when one is wrong, so a bad edit never reaches a preview or the live site;
 * 2. draws again the pictures drawn from content (the team's portrait cards, service and portfolio
 *    art, the clients' wordmarks, technology logos, home's hero picture, the products' app screens,
 *    the articles' covers),
 *    so that an entry added or changed in the editor has its picture; unchanged content draws the
 *    committed files byte for byte, so the drawing is skipped when neither the content nor the
 *    generators changed since the committed pictures were drawn (the key of what they were drawn
 *    from is in scripts/pictures/drawn.txt);
 * 3. cuts the brand faces down to the characters the sources hold (scripts/build/fonts.ts, into
 *    app/fonts/generated/, which app/fonts.ts serves), skipped the same way when neither those
 *    characters nor the faces changed (../build/when-changed.ts, shared with the pictures);
 * 4. writes the style rules of the card filters (scripts/build/filter-css.ts);
 * 5. writes the content editor into public/admin/ (not committed): its page, its configuration
 *    generated from the same schemas, its script (scripts/content/editor.js: the build's words
 *    for the rules Decap checks itself, files saved in their fields' order, the preview pane) and
 *    Decap CMS's own prebuilt files (./decap-bundle.ts);
 * and, before all, the stamp through which the development server sees an entry change
 * (./entries-stamp.ts).
 *
 * The repository the editor commits to, and how editors sign in, come from the environment
 * (docs/content.md, "Editing content"): CMS_GITHUB_REPO, else the host's own variables (Netlify's
 * REPOSITORY_URL, Vercel's VERCEL_GIT_REPO_OWNER and VERCEL_GIT_REPO_SLUG); CMS_GITHUB_BRANCH;
 * CMS_AUTH_BASE_URL and CMS_AUTH_ENDPOINT for an OAuth provider other than Netlify's.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";

import sharp from "sharp";

import { disk } from "../../content/entries";
import { checkContent, redirectsForGoneEntries, type Redirect } from "../../content/schema/check";
import { readContent } from "../../content/schema/entries";
import { collections, isFolder } from "../../content/schema/collections";
import { cmsConfig, editorSettings } from "../../content/schema/cms";
import { careersText, caseStudyText, productDetailText } from "../../content/sections";
import { productBadges } from "../../content/widgets";
import { pictureProblems, pictureUses, type PictureFacts } from "../../content/schema/pictures";
import { ADMIN_PATH, adminPolicy } from "../../config/headers";
import { HOST_FILES } from "../build/host-files";
import { whenChanged } from "../build/when-changed";
import { decapDist } from "./decap-bundle";
import { ensureStamp } from "./entries-stamp";

const root = join(import.meta.dirname, "../..");

/** "owner/name" of the repository, from the environment or the host's own variables. */
export function githubRepo(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  const netlify = env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/.]+)/)?.[1];
  if (netlify) return netlify;
  if (env.VERCEL_GIT_REPO_OWNER && env.VERCEL_GIT_REPO_SLUG)
    return `${env.VERCEL_GIT_REPO_OWNER}/${env.VERCEL_GIT_REPO_SLUG}`;
  return undefined;
}

/**
 * The editor's page. Decap reads config.yml beside the page; the base address keeps that true at
 * /admin as well as /admin/ (hosts with clean URLs serve either).
 */
export function adminPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<base href="${ADMIN_PATH}/">
<title>Content editor</title>
<link rel="icon" href="/icon.svg">
</head>
<body>
<noscript>The content editor needs JavaScript.</noscript>
<script src="editor.js"></script>
<script src="decap-cms.js"></script>
</body>
</html>
`;
}

function writeAdmin(env: NodeJS.ProcessEnv) {
  const dir = join(root, "public", ADMIN_PATH);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const repo = githubRepo(env);
  const config = cmsConfig({
    repo,
    branch: env.CMS_GITHUB_BRANCH || "main",
    authBaseUrl: env.CMS_AUTH_BASE_URL || undefined,
    authEndpoint: env.CMS_AUTH_ENDPOINT || undefined,
    siteUrl: env.NEXT_PUBLIC_SITE_URL || "https://www.dunga.in",
  });
  // JSON is YAML too.
  writeFileSync(join(dir, "config.yml"), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(join(dir, "index.html"), adminPage());
  writeFileSync(join(dir, "editor.js"), adminScript());
  // Decap's bundle and the chunks and WebAssembly it loads from beside itself; no source maps.
  const dist = decapDist(root);
  for (const name of readdirSync(dist))
    if (/^(\d+\.)?decap-cms\.js$|decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name))
      copyFileSync(join(dist, name), join(dir, name));
  if (!repo)
    console.warn(
      "\n⚠ CMS_GITHUB_REPO is not set and the host names no repository: the editor at /admin/ works only with `npm run cms` on this machine (docs/content.md, Editing content).\n",
    );
}

/**
 * The admin's own script: scripts/content/editor.js, then its call with the settings generated
 * from the schemas. A same-origin file, as the admin page's policy allows no inline script. It
 * runs before Decap's bundle and asks it not to start by itself, then starts it once it has set
 * it up: Decap fetches its configuration as it starts, and the formats and messages must be there
 * before it reads it (a script after the bundle could run too late).
 */
export function adminScript(): string {
  const source = readFileSync(join(root, "scripts/content/editor.js"), "utf8");
  return `${source}
window.CMS_MANUAL_INIT = true;
addEventListener("DOMContentLoaded", () => {
  setUpEditor(window.CMS, ${JSON.stringify({ ...editorSettings(), words: previewWords() })});
  window.CMS.init();
});
`;
}

/**
 * The headings the preview templates set (scripts/content/editor.js), as the pages say them, so
 * that an entry's preview reads like its page. "{project}" stands for the case study's title.
 */
export function previewWords() {
  const { overview } = productDetailText;
  return {
    product: {
      new: productBadges.new,
      hot: productBadges.hot,
      industry: overview.industry,
      platforms: overview.platforms,
      modules: overview.modules.title,
      features: overview.features,
    },
    project: {
      challenge: caseStudyText.challenge,
      approach: caseStudyText.built.approach,
      built: caseStudyText.built.title,
      results: caseStudyText.results("{project}"),
      stack: caseStudyText.stack.title,
    },
    job: {
      responsibilities: careersText.job.responsibilities,
      requirements: careersText.job.requirements,
    },
  };
}

/** The size and shape of a picture under public/, or undefined when there is no such file. */
async function inspectPicture(src: string): Promise<PictureFacts | undefined> {
  const path = join(root, "public", src);
  try {
    const { width = 0, height = 0 } = await sharp(path).metadata();
    return { bytes: statSync(path).size, width, height };
  } catch {
    return undefined;
  }
}

/** The picture generators in scripts/pictures/, each drawing one family from the content. */
const PICTURE_FAMILIES = [
  "portraits",
  "services",
  "tech-icons",
  "portfolio",
  "clients",
  "home-hero",
  "products",
  "articles",
];

/** Where the key of the content and generators the committed pictures were drawn from is kept. */
const DRAWN = join(root, "scripts/pictures/drawn.txt");

/**
 * The records the drawing keeps beside the generators, not sources of it: the key above, and what
 * each raster was drawn from (scripts/pictures/svg.ts, writeWebp).
 */
const KEPT_RECORDS = new Set(["drawn.txt", "drawn-files.json"]);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (!KEPT_RECORDS.has(name) && !name.endsWith(".test.ts")) yield path;
  }
}

/** A hash of everything a picture can be drawn from: the content and the generators. */
export function picturesKey(base = root): string {
  const hash = createHash("sha256");
  for (const dir of ["content", "scripts/pictures"]) {
    for (const file of sourceFiles(join(base, dir))) {
      hash.update(file.slice(base.length)).update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

async function drawPictures() {
  await whenChanged({ stamp: DRAWN, key: picturesKey() }, () => {
    for (const family of PICTURE_FAMILIES) {
      // The generators are TypeScript: this Node runs them with tsx's loader, found from the root.
      const script = join(root, "scripts/pictures", `${family}.ts`);
      const run = spawnSync(process.execPath, ["--import", "tsx", script], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
      });
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
  });
}

/**
 * The entry files of the folder collections that this checkout's history deleted (renamed or
 * removed): an entry's published page needs a redirect when it goes (content/schema/check.ts).
 * A host's shallow clone holds the recent commits, which is where a change being built is.
 */
export function removedEntryFiles(cwd = root): string[] {
  const folders = collections.filter(isFolder).map((collection) => collection.folder);
  const log = spawnSync(
    "git",
    ["log", "--no-renames", "--diff-filter=D", "--name-only", "--format=", "--", ...folders],
    { cwd, encoding: "utf8" },
  );
  if (log.status !== 0) {
    console.warn("\n⚠ No git history here: removed entries' addresses are not checked.\n");
    return [];
  }
  return [...new Set(log.stdout.split("\n").filter(Boolean))];
}

/**
 * The entry files this checkout's history renamed, each with its new name (git's rename detection:
 * a file saved under a new name with much the same text), so that the old address can lead to the
 * new page.
 */
export function renamedEntryFiles(cwd = root): Map<string, string> {
  const folders = collections.filter(isFolder).map((collection) => collection.folder);
  const log = spawnSync(
    "git",
    ["log", "-M", "--diff-filter=R", "--name-status", "--format=", "--", ...folders],
    { cwd, encoding: "utf8" },
  );
  const renames = new Map<string, string>();
  if (log.status !== 0) return renames;
  // Newest first: an entry renamed twice leads to its latest name.
  for (const line of log.stdout.split("\n")) {
    const [status, from, to] = line.split("\t");
    if (status?.startsWith("R") && from && to && !renames.has(from)) renames.set(from, to);
  }
  return renames;
}

/**
 * Adds to content/data/redirects.json, in the editor's format, a redirect for each published page
 * whose entry went without one (content/schema/check.ts, `redirectsForGoneEntries`), and says so.
 * A local build's change to the file is committed like the hosts' files; a host's build uses it
 * for the deploy it makes.
 */
function addRedirectsForGoneEntries() {
  const { data } = readContent(collections, disk);
  const added = redirectsForGoneEntries(data, removedEntryFiles(), renamedEntryFiles());
  if (added.length === 0) return;
  const path = join(root, "content/data/redirects.json");
  const file = JSON.parse(readFileSync(path, "utf8")) as { redirects: Redirect[] };
  file.redirects.push(...added);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `Redirects added for pages whose entries went (content/data/redirects.json; Redirects in the editor):\n${added.map(({ from, to }) => `  ${from} → ${to}`).join("\n")}`,
  );
}

/** The hosts' files with the content's redirects (scripts/build/host-files.ts), when changed. */
function writeHostFiles() {
  for (const [file, render] of Object.entries(HOST_FILES)) {
    const path = join(root, file);
    const text = render();
    if (readFileSync(path, { encoding: "utf8", flag: "a+" }) !== text) writeFileSync(path, text);
  }
}

async function main() {
  // The development server's link to the entry folders (./entries-stamp.ts).
  ensureStamp();
  let problems = checkContent(disk);
  if (problems.length === 0)
    problems = await pictureProblems(
      pictureUses(readContent(collections, disk).data),
      inspectPicture,
    );
  if (problems.length > 0) {
    console.error(
      `\nThe content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; nothing is built until ${problems.length === 1 ? "it is" : "they are"} fixed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\n`,
    );
    process.exit(1);
  }
  addRedirectsForGoneEntries();
  await drawPictures();
  // The brand faces, cut to the characters the sources hold (app/fonts.ts serves them), again only
  // when those characters or the faces' files changed. Imported here, as the cutter's font tools
  // are needed by this step alone.
  const { cutFaces } = await import("../build/fonts");
  await cutFaces();
  // Imported once the content is known good: the filter lists read it as the pages do.
  const { writeFilterCss } = await import("../build/filter-css");
  writeFilterCss();
  writeHostFiles();
  writeAdmin(process.env);
  console.log(
    `Content: ${collections.length} collections checked, their pictures drawn, the brand faces cut; the editor is in public${ADMIN_PATH}/.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
