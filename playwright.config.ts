import { defineConfig, devices } from "@playwright/test";

import { testChromium } from "./scripts/browser";

const port = Number(process.env.E2E_PORT ?? 4173);
// The headless shell where there is one (scripts/browser.ts).
const launchOptions = {
  ...testChromium(),
  args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a fifth of the suite's processor time even when it is thrown
    // away, so CI records one only when it retries a failed test (the retry's trace shows the
    // failure); a local run, which does not retry, keeps the trace of every failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    // What `npm start` serves after its build (`npm run serve`: serve with serve.json) on out/.
    command: `npm run serve --silent -- --listen tcp://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
