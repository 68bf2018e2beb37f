/**
 * The content editor's program: Decap CMS's prebuilt bundle, which carries everything it needs.
 * Installed as a dependency, the package would bring some 500 packages of its own into every
 * `npm ci`, all of them already inside the bundle; so the build fetches the package's tarball
 * alone from the npm registry (`npm pack`, through npm's own cache), checks it against the
 * integrity pinned here, and keeps its `dist/` under node_modules/.cache/ for the next build.
 *
 * To move to another version: change `version` and `integrity` in `registry` below;
 * `npm pack decap-cms@VERSION --json` prints the new integrity.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the bundle comes from: a version, its pinned integrity, and how its tarball is fetched. */
export interface DecapSource {
  version: string;
  integrity: string;
  /** Puts the package's tarball in `folder` and returns its path. */
  pack(version: string, folder: string): string;
}

/** The npm registry, through npm's own cache. */
const registry: DecapSource = {
  version: "3.16.3",
  integrity:
    "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
  pack(version, folder) {
    const [packed] = JSON.parse(
      execFileSync(
        "npm",
        ["pack", `decap-cms@${version}`, "--json", "--pack-destination", folder],
        {
          cwd: folder,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "inherit"],
        },
      ),
    ) as { filename: string }[];
    return join(folder, packed!.filename);
  },
};

/** The Subresource-Integrity-style digest of a file: "sha512-<base64>". */
export function integrityOf(path: string): string {
  return `sha512-${createHash("sha512").update(readFileSync(path)).digest("base64")}`;
}

/**
 * The folder holding Decap's prebuilt files, fetched once per version: a tarball that is not the
 * pinned one is refused, and nothing of it is kept.
 */
export function decapDist(root: string, source: DecapSource = registry): string {
  const cached = join(root, "node_modules/.cache/decap-cms", source.version);
  const dist = join(cached, "package/dist");
  if (existsSync(dist)) return dist;
  const scratch = mkdtempSync(join(tmpdir(), "decap-cms-"));
  try {
    const tarball = source.pack(source.version, scratch);
    const found = integrityOf(tarball);
    if (found !== source.integrity)
      throw new Error(
        `decap-cms@${source.version} from the registry is ${found}, not the pinned ${source.integrity}`,
      );
    execFileSync("tar", ["-xzf", tarball, "-C", scratch, "package/dist"]);
    mkdirSync(cached, { recursive: true });
    renameSync(join(scratch, "package"), join(cached, "package"));
    return dist;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
