// Makes sure a Chromium exists before the e2e tests: Playwright's own where the network allows,
// Debian's package otherwise.
import { execSync } from "node:child_process";

import { findChromium } from "../browser.mjs";

function run(command) {
  try {
    execSync(command, { stdio: "inherit", timeout: 10 * 60 * 1000 });
    return true;
  } catch {
    return false;
  }
}

if (findChromium()) {
  console.log(`Chromium: ${findChromium()}`);
  process.exit(0);
}

console.log("No Chromium found; trying Playwright's download.");
if (!run("npx playwright install chromium") || !findChromium()) {
  console.log("Playwright's download failed; installing Debian's chromium.");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}

const found = findChromium();
if (!found) {
  console.error("Could not install a Chromium for the e2e tests.");
  process.exit(1);
}
console.log(`Chromium: ${found}`);
