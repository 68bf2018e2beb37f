// Builds the static export with the test email settings, then runs Playwright against it.
import { execSync } from "node:child_process";

import { testEmailEnv } from "../../e2e/test-env.mjs";

const env = { ...process.env, ...testEmailEnv };
const args = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(" ");

try {
  execSync("node scripts/ensure-browser.mjs", { stdio: "inherit" });
  // `npm run build`: the export exactly as deployed, each page with its own script policy.
  if (!process.env.E2E_SKIP_BUILD) execSync("npm run build", { stdio: "inherit", env });
  execSync(`npx playwright test ${args}`, { stdio: "inherit", env });
} catch (error) {
  process.exit(error.status ?? 1);
}
