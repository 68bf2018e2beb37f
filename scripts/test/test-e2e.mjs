// Builds the static export with the test email settings, then runs Playwright against it. The
// build's time is kept in .build-time.json for `npm run budget`, which measures this same export
// in CI rather than building it again.
import { execSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";

import { testEmailEnv } from "../../e2e/test-env.mjs";

const env = { ...process.env, ...testEmailEnv };
const args = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(" ");

try {
  execSync("npx tsx scripts/ensure-browser.ts", { stdio: "inherit" });
  // `npm run build`: the export exactly as deployed, each page with its own script policy.
  if (!process.env.E2E_SKIP_BUILD) {
    // From nothing (no .next/ cache), as on a fresh machine, or not: the budget judges only the former.
    const clean = !existsSync(".next");
    const started = Date.now();
    execSync("npm run build", { stdio: "inherit", env });
    const seconds = (Date.now() - started) / 1000;
    writeFileSync(".build-time.json", `${JSON.stringify({ seconds, clean })}\n`);
  }
  execSync(`npx playwright test ${args}`, { stdio: "inherit", env });
} catch (error) {
  process.exit(error.status ?? 1);
}
