/**
 * @jest-environment node
 */
// Which Chromium each purpose gets, on the machines the project meets: a developer's with
// Playwright's download, CI's fresh Debian with the system's packages (the headless shell
// installed or not yet), and a chosen one.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

import { findChromium, hasHeadlessShell, testChromium } from "./browser";

jest.mock("node:fs", () => ({ existsSync: jest.fn() }));
jest.mock("@playwright/test", () => ({ chromium: { executablePath: jest.fn() } }));

const download = "/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome";
const systemFull = "/usr/bin/chromium";
const systemShell = "/usr/bin/chromium-headless-shell";

/** A machine whose file system has exactly `files`, and Playwright's download path `playwright`. */
function machine(files: string[], playwright: string | Error = download) {
  jest.mocked(existsSync).mockImplementation((path) => files.includes(String(path)));
  jest.mocked(chromium.executablePath).mockImplementation(() => {
    if (playwright instanceof Error) throw playwright;
    return playwright;
  });
}

afterEach(() => {
  delete process.env.CHROMIUM_PATH;
});

test("with Playwright's download, the budget uses it and the tests leave the choice to Playwright", () => {
  machine([download, systemFull, systemShell]);
  expect(findChromium()).toBe(download);
  expect(testChromium()).toEqual({});
  expect(hasHeadlessShell()).toBe(true);
});

test("without it, the system's full browser for the budget and its headless shell for the tests", () => {
  machine([systemFull, systemShell]);
  expect(findChromium()).toBe(systemFull);
  expect(testChromium()).toEqual({ executablePath: systemShell });
  expect(hasHeadlessShell()).toBe(true);
});

test("before the headless shell is installed, the tests run in the full browser", () => {
  machine([systemFull]);
  expect(testChromium()).toEqual({ executablePath: systemFull });
  expect(hasHeadlessShell()).toBe(false);
});

test("a Playwright that names no browser, or throws, counts as no download", () => {
  machine([systemFull, systemShell], new Error("no browsers installed"));
  expect(findChromium()).toBe(systemFull);
  expect(testChromium()).toEqual({ executablePath: systemShell });
  machine([systemFull], "");
  expect(findChromium()).toBe(systemFull);
});

test("CHROMIUM_PATH wins for both when it exists, and is ignored when it does not", () => {
  process.env.CHROMIUM_PATH = "/opt/chrome/chrome";
  machine(["/opt/chrome/chrome", download, systemShell]);
  expect(findChromium()).toBe("/opt/chrome/chrome");
  expect(testChromium()).toEqual({ executablePath: "/opt/chrome/chrome" });
  machine([systemFull, systemShell], new Error("no browsers installed"));
  expect(findChromium()).toBe(systemFull);
  expect(testChromium()).toEqual({ executablePath: systemShell });
});

test("with no Chromium at all, nothing is named", () => {
  machine([], new Error("no browsers installed"));
  expect(findChromium()).toBeUndefined();
  expect(testChromium()).toEqual({});
  expect(hasHeadlessShell()).toBe(false);
});
