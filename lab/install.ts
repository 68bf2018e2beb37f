// Installs the lab's own dependencies (lab/package.json: Lighthouse and chrome-launcher, kept out
// of the site's `npm ci`) when they are missing or lab/package-lock.json changed since they were
// installed; otherwise it does nothing, in a moment. `npm run budget` runs it first, and CI runs it
// beside its tests (.ci/run). Usage: tsx lab/install.ts
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The note of which lockfile `dir`'s packages were installed from: inside node_modules, so it
 * goes when they go (and `npm ci` empties the folder first).
 */
const stampOf = (dir: string) => join(dir, "node_modules", ".installed-lock.sha256");

/** The SHA-256 of `dir`'s package-lock.json, in hex. */
function lockDigest(dir: string) {
  return createHash("sha256")
    .update(readFileSync(join(dir, "package-lock.json")))
    .digest("hex");
}

/** Whether `dir`'s node_modules were installed from its package-lock.json as it is now. */
export function isInstalled(dir: string): boolean {
  const stamp = stampOf(dir);
  return existsSync(stamp) && readFileSync(stamp, "utf8") === lockDigest(dir);
}

/** `npm ci` in `dir`: exactly the locked packages, from the lockfile. */
function npmCi(dir: string) {
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--prefix", dir], { stdio: "inherit" });
}

/**
 * Installs `dir`'s locked packages with `install` unless they already are; true when it installed.
 * A failed install leaves no note, so the next call tries again.
 */
export function ensureInstalled(dir: string, install: (dir: string) => void = npmCi): boolean {
  if (isInstalled(dir)) return false;
  install(dir);
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  writeFileSync(stampOf(dir), lockDigest(dir));
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const installed = ensureInstalled(import.meta.dirname);
  console.error(installed ? "lab: dependencies installed" : "lab: dependencies already installed");
}
