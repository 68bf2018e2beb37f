import { defineConfig, devices } from "@playwright/test";

import { testChromium } from "./scripts/browser";

// The hosting checks against nginx serving out/ with deploy/nginx.conf (scripts/ci/nginx-smoke.ts),
// over HTTP and HTTPS. Usage: npm run test:nginx (after a build; needs nginx and openssl).
const port = Number(process.env.NGINX_PORT ?? 4180);
const tlsPort = Number(process.env.NGINX_TLS_PORT ?? 4181);
// Read by the HTTPS redirect test in e2e/hosting.spec.ts.
process.env.NGINX_REDIRECT_PORT ??= "4182";

const use = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    ...testChromium(),
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  },
};

export default defineConfig({
  testDir: "./e2e",
  testMatch: "hosting.spec.ts",
  // Apart from the main run's results, so the two can run side by side.
  outputDir: "test-results/nginx",
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: "list",
  use: { trace: "retain-on-failure" },
  projects: [
    { name: "nginx", use: { ...use, baseURL: `http://127.0.0.1:${port}` } },
    {
      name: "nginx-tls",
      use: { ...use, baseURL: `https://127.0.0.1:${tlsPort}`, ignoreHTTPSErrors: true },
    },
  ],
  webServer: {
    command: "npx tsx scripts/ci/nginx-smoke.ts",
    env: {
      NGINX_PORT: String(port),
      NGINX_TLS_PORT: String(tlsPort),
      NGINX_REDIRECT_PORT: process.env.NGINX_REDIRECT_PORT,
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
