/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ensureStamp, watchEntries } from "./entries-stamp";

describe("the entries stamp under npm run cms", () => {
  let base = "";
  let stop = () => {};
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), "entries-stamp-"));
    mkdirSync(join(base, "content/products"), { recursive: true });
  });
  afterEach(() => {
    stop();
    rmSync(base, { recursive: true, force: true });
  });

  const stampAt = () => join(base, ".entries-stamp.json");
  const read = () => JSON.parse(readFileSync(stampAt(), "utf8")) as { changed: string };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The stamp's `changed` once it is not `before` any more, or after five seconds. */
  async function changedFrom(before: string) {
    for (let waited = 0; waited < 5000 && read().changed === before; waited += 50) await pause(50);
    return read().changed;
  }

  it("is rewritten, naming the file, when an editor saves an entry", async () => {
    ensureStamp(stampAt());
    expect(read().changed).toBe("");
    stop = watchEntries(["content/products"], { base, stamp: stampAt(), quiet: 10 });
    writeFileSync(join(base, "content/products/parking.json"), "{}");
    expect(await changedFrom("")).toBe("content/products/parking.json");
  });

  it("is left alone by files that are not entries", async () => {
    ensureStamp(stampAt());
    stop = watchEntries(["content/products"], { base, stamp: stampAt(), quiet: 10 });
    writeFileSync(join(base, "content/products/.DS_Store"), "");
    await pause(300);
    expect(read().changed).toBe("");
  });
});
