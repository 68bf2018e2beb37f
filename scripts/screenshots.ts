// The visual review set: every page kind at 1920, 1440, 1024, 768, 390 and 320 px (full length,
// every lazy picture loaded first), the header
// menus open, and each form empty, with errors, sending, sent and failed. Written to screenshots/
// (git-ignored), for anyone to look at.
//
// The shots show the site as a visitor sees it from their second page on, in the brand faces: a
// first page is set in their metric-matched fallbacks while it fetches them (lib/brand-faces.ts),
// so every window starts with the record a first view leaves.
//
// Usage: npm run screenshots [-- pages|menus|forms ...]
// Serves the export in out/ on E2E_PORT (4173 by default) unless a server already answers there,
// building it first, with the test email settings, when out/ is missing or older than the code
// and content it is built from. The email service is intercepted: no message is ever sent.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
  type Route,
} from "@playwright/test";

import sharp from "sharp";

import { drawnWith } from "../e2e/drawn-with";
import { fillForm, forms, submitOf } from "../e2e/form-cases";
import { testEmailEnv } from "../e2e/test-env";
import { FACES_KEY_PREFIX } from "../lib/brand-faces";
import { WHOLE_PAGE_ATTRIBUTE } from "../lib/whole-page";
import { findChromium } from "./browser";
import { startSite } from "./ci/site-server";

const OUT = "screenshots";
const port = Number(process.env.E2E_PORT ?? 4173);
const base = `http://127.0.0.1:${port}`;

const widths = [1920, 1440, 1024, 768, 390, 320];
const pages = {
  home: "/",
  about: "/about",
  services: "/services",
  service: "/services/android",
  technologies: "/technologies",
  technology: "/technologies/react",
  products: "/products",
  product: "/products/food-delivery",
  hire: "/hire",
  portfolio: "/portfolio",
  "case-study": "/portfolio/spicetrail-store",
  blog: "/blog",
  article: "/blog/fixed-price-app-quote",
  topic: "/blog/tags/app-pricing",
  quote: "/quote",
  contact: "/contact",
  careers: "/careers",
  job: "/careers/senior-react-developer",
  support: "/support",
  legal: "/privacy-policies",
  search: "/search?q=delivery",
  "not-found": "/no-such-page",
};
const menus = ["COMPANY", "SERVICES", "TECHNOLOGIES", "HIRE", "PRODUCTS"];
const sets = process.argv.slice(2);
const wanted = (set: string) => sets.length === 0 || sets.includes(set);

/** The folders a build is made from: an export older than any file in them is out of date. */
const SOURCES = ["app", "components", "content", "lib", "public", "scripts/pictures"];

/** The newest modification time of the files under a folder (skipping what the build writes). */
function newest(folder: string): number {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

// Shots of an export older than the code would review what is no longer there: built again.
const exported = existsSync("out/index.html") ? newest("out") : 0;
if (SOURCES.some((folder) => newest(folder) > exported)) {
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, ...testEmailEnv } });
}
/** Launched in main(), before any window opens. */
let browser: Browser;
/** What a first view leaves in the visitor's storage: the record that the faces are cached. */
let returning: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** Views the home page as a first visit does, until it has fetched the faces and recorded that. */
async function firstVisit() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await page.waitForFunction(
    (prefix) => Object.keys(localStorage).some((key) => key.startsWith(prefix)),
    FACES_KEY_PREFIX,
    { timeout: 30_000 },
  );
  returning = await context.storageState();
  await context.close();
}

/** A window of the given width; reduced motion shows every section at once, as it settles. */
async function open(width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    hasTouch: width < 1024,
    storageState: returning,
  });
  // The email library refuses a browser that says it is automated. The getter is a method, not an
  // arrow: tsx wraps an arrow property in a naming helper (esbuild's keepNames) that the page,
  // which runs this function's source text, does not have.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", {
      get() {
        return false;
      },
    }),
  );
  const page = await context.newPage();
  // A window of its own has an empty cache: one page first, so the faces are in it for the shots
  // (they are `font-display: optional`, so a face that arrives after the first frame waits for
  // the next page). Not home: going from "/" to "/#contact" only scrolls, and the home form's
  // shots would keep the first page's fallback faces.
  await page.goto(`${base}/about`, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

async function visit(page: Page, path: string) {
  // A face that reached the page after its first frame is not used on that page at all
  // (`font-display: optional`), and a shot of it would show the fallback: such a page is opened
  // again, and the shots stop rather than show a page the brand faces missed.
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const heading = await drawnWith(page, "h1");
    const text = await drawnWith(page, "body > footer p");
    if (
      heading.some((face) => face.startsWith("Bricolage")) &&
      text.some((face) => face.startsWith("Inter"))
    )
      return;
    if (attempt === 3) {
      throw new Error(
        `${path} is drawn in ${[...heading, ...text].join(", ")}, not the brand faces`,
      );
    }
  }
}

/**
 * Asks for every lazy picture at once, scrolls the page to its end a window at a time and back to
 * its top (for whatever else waits for the window), then waits for the pictures: a full-page shot
 * is taken in one go, without scrolling, and would show the pictures below the first screen still
 * loading. Scrolled past in 50 ms, a row of lazy pictures was sometimes never asked for, and the
 * shot showed its cards with empty wells.
 */
async function loadEveryPicture(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) if (image.loading === "lazy") image.loading = "eager";
    const step = window.innerHeight;
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    // Only the pictures shown: one not shown (a filtered card, a menu closed) never loads.
    const shown = [...document.images].filter((image) => image.checkVisibility());
    await Promise.race([
      Promise.all(shown.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 20_000)),
    ]);
  });
  await page.waitForLoadState("networkidle");
  // Then every picture shown has arrived whole: with three seconds, on a busy machine, a card of
  // home's portfolio at 1440 px was shot with its placeholder.
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => image.checkVisibility())
        .every((image) => image.complete && image.naturalWidth > 0),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Hides whatever floats over the page (the sticky header, the chat button), for pictures of one
 * element: scrolled to a tall form, the header would cover its top and the button a corner of
 * it, wherever the scroll happened to stop. Through the elements' own style, as the page's
 * script could: its Content-Security-Policy refuses the style sheet Playwright's `style` option
 * would add.
 */
const hideFloating = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const { position } = getComputedStyle(element);
      if (position === "fixed" || position === "sticky") element.style.visibility = "hidden";
    }
  });

/** The forms' windows' height: more than the tallest form (quote's, about 1,900 px at 390 px). */
const FORM_WINDOW_HEIGHT = 2400;

/** How long one page's shot may take: scrolled, its pictures loaded, drawn (usually under 5 s). */
const PAGE_TIMEOUT = 90_000;

/** The step, or an error once it has taken longer than `ms`. */
async function within<T>(ms: number, what: string, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no shot after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

const saved: string[] = [];
async function shoot(
  target: Page | ElementHandle,
  file: string,
  options: { fullPage?: boolean } = {},
) {
  mkdirSync(file.split("/").slice(0, -1).join("/"), { recursive: true });
  await target.screenshot({ path: file, animations: "disabled", ...options });
  saved.push(file);
  console.log(file);
}

/**
 * A page's whole length, shot a window at a time and stitched: a one-go full-page shot draws the
 * page beyond the window with the browser's budget for decoded pictures, and on long pages (the
 * thirty products at 320 or 1920 px) it drew some cards' pictures blank, though they had loaded.
 * A window's worth of pictures is drawn whole. What floats (the header, the chat button) is shot
 * where the first window has it, as a one-go shot would; what sticks as the page scrolls (a
 * contents list) stands where the page puts it, not once per window.
 */
async function shootWhole(page: Page, file: string) {
  const { width, height } = page.viewportSize()!;
  // Every band drawn (lib/inline/whole-page.js), so the page's length is its own from the start, not
  // one that grows as bands at their estimated heights come into the window.
  await page.evaluate(
    (name) => document.documentElement.setAttribute(name, ""),
    WHOLE_PAGE_ATTRIBUTE,
  );
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).position === "sticky") {
        element.style.position = "relative";
        element.style.top = "auto";
      }
  });
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const parts: { input: Buffer; top: number; left: number }[] = [];
  for (let top = 0; top < total; top += height) {
    // The last window stops at the page's end: its part starts where the scroll stopped.
    const scrolled = await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: "instant" });
      const inView = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return image.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight;
      });
      await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY;
    }, top);
    if (top === height) await hideFloating(page);
    const shot = await page.screenshot({ animations: "disabled" });
    const skip = top - scrolled;
    parts.push({
      input:
        skip > 0
          ? await sharp(shot)
              .extract({ left: 0, top: skip, width, height: height - skip })
              .toBuffer()
          : shot,
      top,
      left: 0,
    });
  }
  mkdirSync(file.split("/").slice(0, -1).join("/"), { recursive: true });
  await sharp({ create: { width, height: total, channels: 3, background: "#ffffff" } })
    .composite(parts)
    .png()
    .toFile(file);
  // Nothing is put back: the window goes to another page next.
  saved.push(file);
  console.log(file);
}

/** The sets asked for, each shot in windows of its own. */
async function shootSets() {
  if (sets.length === 0) rmSync(OUT, { recursive: true, force: true });

  if (wanted("pages")) {
    for (const width of widths) {
      let page = await open(width);
      for (const [name, path] of Object.entries(pages)) {
        const shot = async () => {
          await visit(page, path);
          await loadEveryPicture(page);
          await shootWhole(page, `${OUT}/pages/${name}-${width}.png`);
        };
        // A window now and then stops drawing frames, and what waits on a frame inside the page
        // has no timeout of its own: that shot is taken again in a fresh window.
        await within(PAGE_TIMEOUT, `${name} at ${width} px`, shot()).catch(async (error) => {
          console.warn(`${String(error)}; taken again in a new window`);
          await page.context().close();
          page = await open(width);
          await within(PAGE_TIMEOUT, `${name} at ${width} px`, shot());
        });
      }
      await page.context().close();
    }
  }

  if (wanted("menus")) {
    for (const width of [1440, 1280]) {
      const page = await open(width, 800);
      await visit(page, "/about");
      for (const label of menus) {
        await page.getByRole("button", { name: `${label} menu` }).click();
        const panel = page.locator(`#mega-${label.toLowerCase()}`);
        await panel.waitFor();
        // Pictures in a panel load when it first opens.
        await panel.evaluate((element) =>
          Promise.all(
            [...element.querySelectorAll("img")].map((image) => image.decode().catch(() => {})),
          ),
        );
        await shoot(page, `${OUT}/menus/${label.toLowerCase()}-${width}.png`);
        await page.keyboard.press("Escape");
      }
      await page.context().close();
    }
    for (const width of [1024, 390, 320]) {
      const page = await open(width, width < 1024 ? 844 : 800);
      await visit(page, "/about");
      await page.getByRole("button", { name: "Open menu" }).click();
      await shoot(page, `${OUT}/menus/mobile-${width}.png`);
      await page.locator("#mobile-menu").getByRole("button", { name: "SERVICES menu" }).click();
      await shoot(page, `${OUT}/menus/mobile-services-${width}.png`);
      await page.context().close();
    }
  }

  if (wanted("forms")) {
    for (const width of [1440, 390]) {
      // The three lead forms, filled in as the form tests fill them (e2e/form-cases.ts).
      for (const spec of Object.values(forms)) {
        const slug = spec.name.replace(/\s+/g, "-");
        // A window taller than the tallest form, so each shot holds the whole form at once: in a
        // window shorter than the form, the shot of a form scrolled to its button left its first
        // row blank.
        let page = await open(width, FORM_WINDOW_HEIGHT);
        let reply = (route: Route) => route.fulfill({ status: 200, body: "OK" });
        let release = () => {};
        // Routing a request turns off the window's cache, and a face fetched again arrives after
        // the first frame (`font-display: optional`): the page is opened first and the mail
        // service routed after; the failed state is shot in a window of its own.
        const mailService = "https://api.emailjs.com/**";
        const intercept = () => page.route(mailService, (route) => reply(route));
        // The column the form stands in on its page (its card, heading and all, where it has one),
        // the same box in every state: once sent, home's thank-you panel is the card itself, so a
        // shot of the form's own box showed the panel wider than the form it replaced.
        let box: ElementHandle;
        const keepBox = async () => {
          box = await spec
            .form(page)
            .locator(
              "xpath=ancestor::*[parent::*[contains(concat(' ', normalize-space(@class), ' '), ' container-page ')]][1]",
            )
            .elementHandle();
          await hideFloating(page);
        };
        const shot = async (state: string) => {
          await box.scrollIntoViewIfNeeded();
          await shoot(box, `${OUT}/forms/${slug}-${state}-${width}.png`);
        };
        const submit = () => submitOf(page, spec).click();
        // The form tests type a name between spaces to check that it is sent trimmed; a shot shows
        // the fields as a visitor fills them.
        const asTyped = {
          ...spec,
          fields: spec.fields.map((field) => ({ ...field, value: field.value.trim() })),
        };

        await visit(page, spec.path);
        await intercept();
        await keepBox();
        await shot("1-empty");
        await submit();
        await spec.form(page).locator('[aria-invalid="true"]').first().waitFor();
        await shot("2-errors");

        await fillForm(page, asTyped);
        const held = new Promise<void>((resolve) => (release = resolve));
        reply = async (route) => {
          await held;
          await route.fulfill({ status: 200, body: "OK" });
        };
        await submit();
        await spec.form(page).locator('button[type="submit"]:disabled').waitFor();
        await shot("3-sending");
        release();
        await spec.form(page).locator('button[type="submit"]:disabled').waitFor({
          state: "detached",
        });
        await page.waitForTimeout(300);
        await shot("4-sent");

        // A fresh window: going to "/#CONTACT" from "/#CONTACT" only moves to the anchor, and would
        // show the sent form again; and a window whose requests were routed keeps its cache off
        // after they are unrouted, so its next page fetched the faces again and missed them.
        await page.context().close();
        page = await open(width, FORM_WINDOW_HEIGHT);
        await visit(page, spec.path);
        await intercept();
        await keepBox();
        reply = (route) => route.fulfill({ status: 500, body: "Internal Server Error" });
        await fillForm(page, asTyped);
        await submit();
        await page.getByRole("alert").first().waitFor();
        await shot("5-failed");
        await page.context().close();
      }
    }
  }
}

async function main() {
  const running = await fetch(base).then(
    () => true,
    () => false,
  );
  const site = running ? undefined : await startSite(port);
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    await firstVisit();
    await shootSets();
  } finally {
    await browser.close();
    site?.stop();
  }
  console.log(`${saved.length} screenshots in ${OUT}/`);
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
