// Some registry mirrors lack the native binaries that packages publish for other platforms
// (@next/swc-darwin-arm64, @tailwindcss/oxide-win32-x64-msvc ...). `npm install` then leaves them out
// of package-lock.json, and `npm ci` refuses the lock ("Missing: ... from lock file"). This adds
// each missing optional binary back as npm itself records one: optional, with its os and cpu,
// so that npm ci skips it on every other platform. Run after `npm install`:
//   npx tsx scripts/build/complete-lockfile.ts
import { readFileSync, writeFileSync } from "node:fs";

/** The fields of a package-lock.json entry this reads or writes; npm's others pass through. */
interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const path = "package-lock.json";
const lock: { packages: Record<string, LockEntry> } = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;

const osNames = ["darwin", "win32", "linux", "android", "freebsd", "openharmony", "wasm32"];
const cpuNames = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x"];

function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | undefined {
  const parts = name.split("/").pop()!.split("-");
  if (parts.includes("wasm32")) return { cpu: ["wasm32"] };
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  if (!os || !cpu) return undefined;
  const libc =
    parts.includes("musl") || parts.some((p) => p.startsWith("musl"))
      ? ["musl"]
      : parts.some((p) => p.startsWith("gnu"))
        ? ["glibc"]
        : undefined;
  return { os: [os], cpu: [cpu], ...(os === "linux" && libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~]/, ""),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} optional platform packages to ${path}.`);
