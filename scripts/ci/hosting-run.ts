import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

import { testChromium } from "../browser";

/**
 * The frame of a Playwright run of the hosting checks (e2e/hosting.spec.ts) against one host's
 * own server, as playwright.nginx.config.ts and playwright.cloudflare.config.ts set it up: the
 * desktop browser, its results kept apart from the other runs' so that runs can go side by side,
 * one project per address the host answers on, and the server the run starts and stops.
 */
export function hostingRun(host: {
  /** Names the results folder, test-results/<name>. */
  name: string;
  /** One project per address, such as the host over HTTP and over HTTPS. */
  projects: { name: string; baseURL: string }[];
  webServer: NonNullable<PlaywrightTestConfig["webServer"]>;
}) {
  return defineConfig({
    // Relative to the configuration file, at the repository's root.
    testDir: "./e2e",
    testMatch: "hosting.spec.ts",
    outputDir: `test-results/${host.name}`,
    forbidOnly: !!process.env.CI,
    workers: 2,
    reporter: "list",
    use: { trace: "retain-on-failure" },
    projects: host.projects.map(({ name, baseURL }) => ({
      name,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL,
        // A local server's own certificate, for the HTTPS addresses.
        ignoreHTTPSErrors: baseURL.startsWith("https:"),
        launchOptions: {
          ...testChromium(),
          args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
        },
      },
    })),
    webServer: host.webServer,
  });
}
