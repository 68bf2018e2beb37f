import { defineConfig, devices } from "@playwright/test";

import { testChromium } from "./scripts/browser";

// The hosting checks in Cloudflare's own runtime: `wrangler pages dev` serving out/ with the
// _headers and _redirects a Cloudflare Pages deploy reads (scripts/ci/wrangler-pages.ts), over
// HTTPS as Cloudflare serves. Usage: npm run test:cloudflare (after a build; needs the CI tools,
// npm ci --ignore-scripts --prefix .ci/tools, and Node.js 22.12 or newer).
const port = Number(process.env.WRANGLER_PORT ?? 8797);
// Read by e2e/hosting.spec.ts: what Cloudflare's asset server does its own way, whatever _headers
// and _redirects say. It redirects "/about.html" and "/about/" to "/about" with 308 (permanent,
// like the other hosts' 301), and sends a not-found answer with "Cache-Control: no-store".
process.env.HOST_CLEAN_URL_REDIRECT ??= "308";
process.env.HOST_NOT_FOUND_CACHE ??= "no-store";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "hosting.spec.ts",
  // Apart from the other runs' results, so they can run side by side.
  outputDir: "test-results/cloudflare",
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: "list",
  use: { trace: "retain-on-failure" },
  projects: [
    {
      name: "cloudflare",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: `https://127.0.0.1:${port}`,
        // wrangler's own self-signed certificate.
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...testChromium(),
          args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
        },
      },
    },
  ],
  webServer: {
    command: "npx tsx scripts/ci/wrangler-pages.ts",
    env: { WRANGLER_PORT: String(port) },
    url: `https://127.0.0.1:${port}`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // workerd starts in a few seconds; a busy machine may take longer.
    timeout: 60_000,
  },
});
