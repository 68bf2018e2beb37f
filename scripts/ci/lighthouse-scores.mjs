// Lighthouse's accessibility, best-practices and SEO scores (mobile defaults, system Chromium) on
// every page kind the budget measures (scripts/budget.config.mjs), against `npm start`'s server.
// Unlike performance these scores do not move between runs, so one run each is enough and CI can
// hold them while `npm run budget` is not yet in CI. Exits 1 when a page scores below the budget.
// Usage: npm run check:scores (after npm run build).
import { launch } from "chrome-launcher";

import { findChromium } from "../browser.mjs";
import { budgets, pages } from "../budget.config.mjs";
import { categoryScores, scoredCategories } from "../lighthouse-runs.mjs";
import { startSite } from "./site-server.mjs";

const { url: base, stop } = await startSite(Number(process.env.SCORES_PORT ?? 4330));
const problems = [];
let chrome;
try {
  chrome = await launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  for (const page of pages) {
    const scores = await categoryScores(`${base}${page.path}`, chrome.port);
    const printed = Object.entries(scoredCategories).map(([id, label]) => {
      if (scores[id] < budgets.categoryScore) problems.push(`${page.path}: ${label} ${scores[id]}`);
      return `${label} ${scores[id]}`;
    });
    console.log(`${page.path.padEnd(24)} ${printed.join(", ")}`);
  }
} finally {
  await chrome?.kill();
  stop();
}
if (problems.length > 0) {
  console.log(`\nBelow ${budgets.categoryScore}:\n${problems.map((p) => `- ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`\nEvery page scores ${budgets.categoryScore} in all three.`);
