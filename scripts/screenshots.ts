// The visual review set: every page kind at 1440, 1024, 390 and 320 px (full length), the header
// menus open, and each form empty, with errors, sending, sent and failed. Written to screenshots/
// (git-ignored), for anyone to look at.
//
// Usage: npm run screenshots [-- pages|menus|forms ...]
// Serves the export in out/ on E2E_PORT (4173 by default) unless a server already answers there,
// building it first, with the test email settings, when out/ is missing. The email service is
// intercepted: no message is ever sent.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import {
  chromium,
  type Browser,
  type ElementHandle,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test";

import { testEmailEnv } from "../e2e/test-env";
import { findChromium } from "./browser";
import { startSite } from "./ci/site-server";

const OUT = "screenshots";
const port = Number(process.env.E2E_PORT ?? 4173);
const base = `http://127.0.0.1:${port}`;

const widths = [1440, 1024, 390, 320];
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
  quote: "/quote",
  contact: "/contact",
  careers: "/careers",
  support: "/support",
  legal: "/privacy-policies",
  "not-found": "/no-such-page",
};
const menus = ["COMPANY", "SERVICES", "TECHNOLOGIES", "HIRE", "PRODUCTS"];
/** A form: where it is, and how a visitor fills it in. */
interface FormSpec {
  name: string;
  path: string;
  form: string;
  submit: string;
  fill: (form: Locator) => Promise<void>;
}
const forms: FormSpec[] = [
  {
    name: "home-contact",
    path: "/",
    form: "#CONTACT form",
    submit: "Send Message",
    fill: async (form) => {
      await form.getByLabel("Name").fill("Asha Verma");
      await form.getByLabel("Email").fill("asha@example.com");
      await form.getByLabel("Phone").fill("+91 98765 43210");
      await form.getByLabel("Subject").fill("Clinic booking app");
      await form.getByLabel("Message").fill("We need an app for 12 clinics.");
    },
  },
  {
    name: "quote",
    path: "/quote",
    form: "main form",
    submit: "Submit Request",
    fill: async (form) => {
      await form.getByLabel("Full Name").fill("Rahul Iyer");
      await form.getByLabel("Email Address").fill("rahul@example.org");
      await form.getByLabel("Project Type").selectOption("new-project");
      await form.getByRole("checkbox", { name: "Web Development" }).check();
      await form.getByLabel("Budget Range").selectOption("10k-25k");
      await form.getByLabel("Timeframe").selectOption("1-3-months");
      await form.getByLabel("Project Description").fill("A fleet tracking dashboard.");
    },
  },
  {
    name: "contact",
    path: "/contact",
    form: "main form",
    submit: "Send Message",
    fill: async (form) => {
      await form.getByLabel("Full Name").fill("Meera Shah");
      await form.getByLabel("Email Address").fill("meera@example.net");
      await form.getByLabel("Department").selectOption("sales");
      await form.getByLabel("Subject").fill("Partnership");
      await form.getByLabel("Message").fill("Can we talk next week?");
    },
  },
];

const sets = process.argv.slice(2);
const wanted = (set: string) => sets.length === 0 || sets.includes(set);

if (!existsSync("out/index.html")) {
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, ...testEmailEnv } });
}
/** Launched in main(), before any window opens. */
let browser: Browser;

/** A window of the given width; reduced motion shows every section at once, as it settles. */
async function open(width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    hasTouch: width < 1024,
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
  return context.newPage();
}

async function visit(page: Page, path: string) {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
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

/** The sets asked for, each shot in windows of its own. */
async function shootSets() {
  if (sets.length === 0) rmSync(OUT, { recursive: true, force: true });

  if (wanted("pages")) {
    for (const width of widths) {
      const page = await open(width);
      for (const [name, path] of Object.entries(pages)) {
        await visit(page, path);
        await shoot(page, `${OUT}/pages/${name}-${width}.png`, { fullPage: true });
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
      for (const spec of forms) {
        const page = await open(width);
        let reply = (route: Route) => route.fulfill({ status: 200, body: "OK" });
        let release = () => {};
        await page.route("https://api.emailjs.com/**", (route) => reply(route));
        // The form's box, which holds its status line and, once sent, the message that replaces it.
        let box: ElementHandle;
        const keepBox = async () => {
          box = await page.locator(spec.form).locator("..").elementHandle();
        };
        const shot = async (state: string) => {
          await box.scrollIntoViewIfNeeded();
          await shoot(box, `${OUT}/forms/${spec.name}-${state}-${width}.png`);
        };
        const submit = () => page.locator(spec.form).locator('button[type="submit"]').click();

        await visit(page, spec.path);
        await keepBox();
        await shot("1-empty");
        await submit();
        await page.locator(`${spec.form} [aria-invalid="true"]`).first().waitFor();
        await shot("2-errors");

        await spec.fill(page.locator(spec.form));
        const held = new Promise<void>((resolve) => (release = resolve));
        reply = async (route) => {
          await held;
          await route.fulfill({ status: 200, body: "OK" });
        };
        await submit();
        await page.locator(`${spec.form} button[type="submit"]:disabled`).waitFor();
        await shot("3-sending");
        release();
        await page.locator(`${spec.form} button[type="submit"]:disabled`).waitFor({
          state: "detached",
        });
        await page.waitForTimeout(300);
        await shot("4-sent");

        await visit(page, spec.path);
        await keepBox();
        reply = (route) => route.fulfill({ status: 500, body: "Internal Server Error" });
        await spec.fill(page.locator(spec.form));
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
    await shootSets();
  } finally {
    await browser.close();
    site?.stop();
  }
  console.log(`${saved.length} screenshots in ${OUT}/`);
}

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
void main();
