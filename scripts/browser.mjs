// Finds a Chromium for Playwright: its own download where one exists, else the system's.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // No Playwright download registered: fall through to the system browser.
  }
  return systemChromium.find((path) => existsSync(path));
}
