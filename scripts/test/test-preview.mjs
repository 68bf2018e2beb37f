// Builds the site as a preview deploy into .preview-out/ and checks what marks it as one.
// Usage: npm run test:preview
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";

import { testEmailEnv } from "../../e2e/test-env.mjs";

const previewOut = ".preview-out";
const env = {
  ...process.env,
  ...testEmailEnv,
  NEXT_PUBLIC_DEPLOY_ENV: "preview",
  EXPORT_DIR: previewOut,
  PREVIEW_OUT: previewOut,
  // The same tree the e2e build (or `npm run typecheck`) has just checked.
  BUILD_SKIP_TYPECHECK: "1",
};

try {
  rmSync(previewOut, { recursive: true, force: true });
  // `npm run build`: the preview export exactly as deployed, each page with its own script policy.
  execSync("npm run build", { stdio: "inherit", env });
  execSync("npx playwright test e2e/preview-output.spec.ts --project=desktop", {
    stdio: "inherit",
    env,
  });
} catch (error) {
  process.exit(error.status ?? 1);
}
