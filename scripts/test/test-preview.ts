// Builds the site as a preview deploy into .preview-out/ and checks what marks it as one.
// Usage: npm run test:preview
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";

import { testEmailEnv } from "../../e2e/test-env";

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
  // What marks it as a preview, read from its files (scripts/build/preview.export.test.ts).
  execSync("npx jest --config jest.export.config.mjs preview.export", { stdio: "inherit", env });
} catch (error) {
  // execSync's error carries the command's exit status (null when a signal ended it).
  process.exit((error as { status?: number | null }).status ?? 1);
}
