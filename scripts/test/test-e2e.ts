// Builds the static export with the test email settings, checks its files as crawlers read them
// and as the build's transforms left them (Jest, scripts/build/*.export.test.ts), then runs
// Playwright against it. The build's time is kept in .build-time.json for `npm run budget`, which
// measures this same export in CI rather than building it again.
import { execSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";

import { testEmailEnv } from "../../e2e/test-env";

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
  // Every export check but the preview's, which the content editor's test runs on the preview it
  // builds (e2e/cms.spec.ts).
  execSync("npx jest --config jest.export.config.mjs --testPathIgnorePatterns preview.export", {
    stdio: "inherit",
    env,
  });
  execSync(`npx playwright test ${args}`, { stdio: "inherit", env });
} catch (error) {
  // execSync's error carries the command's exit status (null when a signal ended it).
  process.exit((error as { status?: number | null }).status ?? 1);
}
