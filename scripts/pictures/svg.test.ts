/** @jest-environment node */
// The rasters' record: a picture whose drawing did not change is not rasterised again, so a build
// after an edit redraws only what the edit changed.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { writeWebp, type RasterPlace } from "./svg";

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`;

let dir: string;
let place: RasterPlace;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "rasters-"));
  place = {
    images: pathToFileURL(`${dir}/images/`),
    // A new record file for each test: the module reads each record once.
    record: pathToFileURL(`${dir}/drawn-files-${expect.getState().currentTestName}.json`),
  };
  jest.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const file = () => join(dir, "images/a/b.webp");
const record = () => JSON.parse(readFileSync(new URL(place.record), "utf8")) as object;

test("rasterises a new drawing, and records what the file was drawn from", async () => {
  await writeWebp("a/b.webp", square("red"), 80, place);
  expect(readFileSync(file()).subarray(8, 12).toString()).toBe("WEBP");
  expect(Object.keys(record())).toEqual(["a/b.webp"]);
});

test("leaves the file of an unchanged drawing as it is", async () => {
  await writeWebp("a/b.webp", square("red"), 80, place);
  // A marker in its place: rasterised again, it would be a picture once more.
  writeFileSync(file(), "kept");
  await writeWebp("a/b.webp", square("red"), 80, place);
  expect(readFileSync(file(), "utf8")).toBe("kept");
});

test.each([
  ["its drawing changed", square("blue"), 80],
  ["its quality changed", square("red"), 70],
])("rasterises it again when %s", async (_, svg, quality) => {
  await writeWebp("a/b.webp", square("red"), 80, place);
  writeFileSync(file(), "stale");
  await writeWebp("a/b.webp", svg, quality, place);
  expect(readFileSync(file()).subarray(8, 12).toString()).toBe("WEBP");
});

test("rasterises it again when its file is gone, whatever the record says", async () => {
  await writeWebp("a/b.webp", square("red"), 80, place);
  rmSync(file());
  await writeWebp("a/b.webp", square("red"), 80, place);
  expect(statSync(file()).size).toBeGreaterThan(0);
});
