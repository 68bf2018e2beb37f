// The accessibility, best-practices and SEO scores of the pages named on the command line, one
// Lighthouse run each in a Chromium of this process's own, printed as one JSON array in their
// order. `npm run budget` takes half its score runs here while it takes the other half itself:
// the scores do not depend on the machine's speed, and two Lighthouse runs at once must each have
// a process of their own (in one, they break each other).
// Usage: tsx lab/lighthouse-scores.ts URL...
import { launch } from "chrome-launcher";

import { findChromium } from "../scripts/browser";
import { categoryScores, chromeFlags, type CategoryScores } from "./lighthouse-runs";

async function main() {
  const chrome = await launch({ chromePath: findChromium(), chromeFlags });
  try {
    const scores: CategoryScores[] = [];
    for (const url of process.argv.slice(2)) scores.push(await categoryScores(url, chrome.port));
    process.stdout.write(`${JSON.stringify(scores)}\n`);
  } finally {
    chrome.kill();
  }
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
