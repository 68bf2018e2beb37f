// Finds a Chromium: Playwright's own download where one exists, else the system's (Debian's
// packages, on a machine where Playwright's download cannot reach its server).
//
// Two builds serve two purposes. The full browser is what the speed budget measures with
// Lighthouse and what the screenshots show. The headless shell is the lighter build Playwright
// runs headless tests in by default: the same Blink engine without the full browser's window
// machinery, in which the e2e suites spend about a third less processor time on a 2-core machine.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const systemHeadlessShell = "/usr/bin/chromium-headless-shell";

/** Playwright's own Chromium download, if it has one (it comes with its headless shell). */
function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function chosenByEnv(): string | undefined {
  const path = process.env.CHROMIUM_PATH;
  return path && existsSync(path) ? path : undefined;
}

/** The full Chromium (CHROMIUM_PATH, Playwright's download or the system's), if any. */
export function findChromium(): string | undefined {
  return chosenByEnv() ?? playwrightChromium() ?? systemChromium.find((path) => existsSync(path));
}

/**
 * The executable the e2e suites launch: CHROMIUM_PATH if set; none with Playwright's own download
 * (Playwright then picks its headless shell itself); else the system's headless shell, or the
 * full Chromium where the shell is not installed.
 */
export function testChromium(): { executablePath?: string } {
  const path = chosenByEnv();
  if (path) return { executablePath: path };
  if (playwrightChromium()) return {};
  const system = existsSync(systemHeadlessShell) ? systemHeadlessShell : findChromium();
  return system ? { executablePath: system } : {};
}

/** Whether the lighter test browser is there (Playwright's download or the system's shell). */
export function hasHeadlessShell(): boolean {
  return Boolean(playwrightChromium()) || existsSync(systemHeadlessShell);
}
