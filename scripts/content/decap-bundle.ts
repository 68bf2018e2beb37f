/**
 * The content editor's program: Decap CMS's prebuilt bundle, which carries everything it needs.
 * Installed as a dependency, the package would bring some 500 packages of its own into every
 * `npm ci`, all of them already inside the bundle; so the build fetches the package's tarball
 * alone from the npm registry (`npm pack`, through npm's own cache), checks it against the
 * integrity pinned here, and keeps its `dist/` under node_modules/.cache/ for the next build.
 *
 * To move to another version: change both lines below; `npm pack decap-cms@VERSION --json`
 * prints the new integrity.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const DECAP_VERSION = "3.16.3";
const DECAP_INTEGRITY =
  "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==";

/** The Subresource-Integrity-style digest of a file: "sha512-<base64>". */
export function integrityOf(path: string): string {
  return `sha512-${createHash("sha512").update(readFileSync(path)).digest("base64")}`;
}

/** The folder holding Decap's prebuilt files, fetched once per version. */
export function decapDist(root: string): string {
  const cached = join(root, "node_modules/.cache/decap-cms", DECAP_VERSION);
  const dist = join(cached, "package/dist");
  if (existsSync(dist)) return dist;
  const scratch = mkdtempSync(join(tmpdir(), "decap-cms-"));
  try {
    const [packed] = JSON.parse(
      execFileSync(
        "npm",
        ["pack", `decap-cms@${DECAP_VERSION}`, "--json", "--pack-destination", scratch],
        { cwd: scratch, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      ),
    ) as { filename: string }[];
    const tarball = join(scratch, packed!.filename);
    const found = integrityOf(tarball);
    if (found !== DECAP_INTEGRITY)
      throw new Error(
        `decap-cms@${DECAP_VERSION} from the registry is ${found}, not the pinned ${DECAP_INTEGRITY}`,
      );
    execFileSync("tar", ["-xzf", tarball, "-C", scratch, "package/dist"]);
    mkdirSync(cached, { recursive: true });
    renameSync(join(scratch, "package"), join(cached, "package"));
    return dist;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
