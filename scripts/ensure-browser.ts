// Makes sure the browsers the tests and the budget use exist (scripts/browser.ts): Playwright's
// own download where the network allows, Debian's packages otherwise (`chromium` for the budget and
// the screenshots, `chromium-headless-shell` for the e2e suites).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

import { findChromium, hasHeadlessShell, testChromium } from "./browser";

function run(command: string): boolean {
  try {
    execSync(command, { stdio: "inherit", timeout: 10 * 60 * 1000 });
    return true;
  } catch {
    return false;
  }
}

if (!findChromium() && !run("npx playwright install chromium")) {
  console.log("Playwright's download failed.");
}
if ((!findChromium() || !hasHeadlessShell()) && existsSync("/usr/bin/apt-get")) {
  console.log("Installing Debian's chromium and chromium-headless-shell.");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run(`${sudo}apt-get update -qq`);
  run(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell`,
  );
}

const found = findChromium();
if (!found) {
  console.error("Could not install a Chromium for the tests.");
  process.exit(1);
}
const test = testChromium().executablePath ?? "Playwright's headless shell";
console.log(`Chromium: ${found}; the e2e suites run in ${test}`);
