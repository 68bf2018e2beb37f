import { execSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Copies the checkout's files (tracked, and new ones git does not ignore) into `target`, without
 * the lockfile: a copy inside the repository and without its lockfile makes Next.js take the
 * repository as the workspace's root when it builds the copy, with the repository's node_modules.
 */
export function copyCheckout(root: string, target: string) {
  const files = execSync("git ls-files -z --cached --others --exclude-standard", { cwd: root })
    .toString()
    .split("\0")
    .filter((file) => file && file !== "package-lock.json" && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(root, file), join(target, file));
  }
}
