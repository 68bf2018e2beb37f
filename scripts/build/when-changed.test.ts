/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { whenChanged } from "./when-changed";

describe("a step redone only when its inputs changed", () => {
  const dir = mkdtempSync(join(tmpdir(), "when-changed-"));
  const stamp = join(dir, "stamp", "key.txt");
  const output = join(dir, "out.bin");
  let runs = 0;
  const step = (key: string) =>
    whenChanged({ stamp, key, outputs: [output] }, () => {
      runs += 1;
      writeFileSync(output, key);
    });

  it("runs the first time and keeps the key", async () => {
    expect(await step("a")).toBe(true);
    expect(readFileSync(stamp, "utf8")).toBe("a\n");
  });

  it("is skipped while the key is the same and the outputs are there", async () => {
    expect(await step("a")).toBe(false);
    expect(runs).toBe(1);
  });

  it("runs again for a new key, or when an output is gone", async () => {
    expect(await step("b")).toBe(true);
    rmSync(output);
    expect(await step("b")).toBe(true);
    expect(runs).toBe(3);
  });

  it("keeps the old key when the work fails, so the next run tries again", async () => {
    await expect(
      whenChanged({ stamp, key: "c" }, () => {
        throw new Error("cut failed");
      }),
    ).rejects.toThrow("cut failed");
    expect(readFileSync(stamp, "utf8")).toBe("b\n");
  });
});
