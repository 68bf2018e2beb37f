import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { ensureInstalled, isInstalled } from "./install";

/** A folder with a lockfile, and an install that only counts its calls (and makes node_modules). */
function lab() {
  const dir = mkdtempSync(path.join(tmpdir(), "lab-"));
  writeFileSync(path.join(dir, "package-lock.json"), '{"lockfileVersion":3,"packages":{}}');
  const install = jest.fn((target: string) =>
    mkdirSync(path.join(target, "node_modules"), { recursive: true }),
  );
  return { dir, install };
}

describe("ensureInstalled", () => {
  it("installs when there is no node_modules, then not again", () => {
    const { dir, install } = lab();
    expect(isInstalled(dir)).toBe(false);
    expect(ensureInstalled(dir, install)).toBe(true);
    expect(install).toHaveBeenCalledWith(dir);
    expect(isInstalled(dir)).toBe(true);
    expect(ensureInstalled(dir, install)).toBe(false);
    expect(install).toHaveBeenCalledTimes(1);
  });

  it("installs again when the lockfile changed since", () => {
    const { dir, install } = lab();
    ensureInstalled(dir, install);
    writeFileSync(path.join(dir, "package-lock.json"), '{"lockfileVersion":3,"packages":{"a":{}}}');
    expect(isInstalled(dir)).toBe(false);
    expect(ensureInstalled(dir, install)).toBe(true);
    expect(install).toHaveBeenCalledTimes(2);
  });

  it("installs again when node_modules was removed, even with the same lockfile", () => {
    const { dir, install } = lab();
    ensureInstalled(dir, install);
    rmSync(path.join(dir, "node_modules"), { recursive: true });
    expect(ensureInstalled(dir, install)).toBe(true);
    expect(install).toHaveBeenCalledTimes(2);
  });

  it("leaves nothing marked installed when the install fails", () => {
    const { dir } = lab();
    const failing = jest.fn(() => {
      throw new Error("npm ci failed");
    });
    expect(() => ensureInstalled(dir, failing)).toThrow("npm ci failed");
    expect(isInstalled(dir)).toBe(false);
  });
});
