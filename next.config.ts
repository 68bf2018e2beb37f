import type { NextConfig } from "next";

import { buildCommit, commitDate, deployEnv } from "./config/deploy-env";
import { missingEmailSettings } from "./lib/email-config";

const missing = missingEmailSettings(process.env);
// Jest loads this file too; the warning is for builds.
if (missing.length > 0 && process.env.NODE_ENV !== "test") {
  console.warn(
    `\n⚠ Email settings missing: ${missing.join(", ")}.\n  The site builds, but its forms will show their failure message and the direct email link.\n  Copy .env.example to .env.local and fill it in (docs/deploying.md, Configuration).\n`,
  );
}

const nextConfig: NextConfig = {
  output: "export",
  // The export has no image optimisation server; pictures are pre-sized files in public/.
  images: { unoptimized: true },
  poweredByHeader: false,
  // `npm run typecheck` checks the whole tree; the content editor's test, which builds a copy of a
  // tree already checked with only its content changed, need not check it again.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  reactStrictMode: true,
  // Fixed once per build, so that every page of a build names the same commit, time and mode.
  env: {
    NEXT_PUBLIC_DEPLOY_ENV: deployEnv(process.env),
    NEXT_PUBLIC_BUILD_COMMIT: buildCommit(process.env),
    NEXT_PUBLIC_BUILD_TIME: new Date().toISOString(),
    NEXT_PUBLIC_COMMIT_DATE: commitDate(),
  },
};

export default nextConfig;
