import { readFileSync } from "node:fs";

import { byId, expect, test, type Locator, type Page } from "./fixtures";

import { figures, site } from "../content/site";
import { portfolioHeroResults, portfolioProjects } from "../content/portfolio";
import { supportPlans } from "../content/support";
import { leaders, practiceLeads } from "../content/team";
import { aboutText, portfolioText } from "../content/sections";
import { testimonials } from "../content/testimonials";

// The story pages: About (and its old sub-paths), Portfolio, Careers and Support.
// Figures come from content/site.ts, where an editor changes them; anchors are written out, since
// other pages and old links depend on them (docs/routes.md).

/** `#life-@-dunga` is not a valid CSS selector, so anchors are found by attribute. */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The section of the page whose heading has this exact name. */
const sectionWith = (page: Page, heading: string) =>
  page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .last();

/** Elements inside main that are fully transparent (a reveal that never ran). */
const transparent = (page: Page) =>
  page
    .locator("main")
    .evaluate((main) =>
      [...main.querySelectorAll("*")]
        .filter((element) => getComputedStyle(element).opacity === "0")
        .map((element) => element.outerHTML.slice(0, 80)),
    );

/** Jumps to the element as a link to its anchor would, then checks the sticky header hides none of it. */
async function expectClearOfHeader(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
  const header = await page.getByRole("banner").boundingBox();
  const box = await target.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

async function expectYears(list: Locator, years: string[]) {
  await expect(list.locator("time")).toHaveText(years);
}

const aboutSubPaths = [
  { path: "/about/profile", anchor: "company-profile", label: "Company Profile" },
  { path: "/about/culture", anchor: "life-@-dunga", label: "Life @ Dunga" },
  { path: "/about/achievements", anchor: "our-achievements", label: "Our Achievements" },
];

test.describe("About", () => {
  test("has the four menu anchors, each clear of the sticky header", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const anchor of ["company-profile", "our-team", "life-@-dunga", "our-achievements"]) {
      const section = byId(page, anchor);
      await expect(section).toHaveCount(1);
      await expectClearOfHeader(page, section);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.dunga.in/about",
    );
    await expect(page).toHaveTitle("About Us | Dunga");
  });

  test("the journey's entries in one row start their texts on one line, a title of two lines or one", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the widths are set here; on a phone the journey is one column");
    for (const width of [768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      const entries = page
        .getByRole("list", { name: aboutText.achievements.journeyLabel })
        .getByRole("listitem");
      const places = await entries.evaluateAll((items) =>
        items.map((item) => {
          const text = item.querySelector("h4 + p")!;
          return {
            row: Math.round(item.getBoundingClientRect().top),
            text: Math.round(text.getBoundingClientRect().top),
          };
        }),
      );
      const rows = Map.groupBy(places, ({ row }) => row);
      expect(rows.size, `${width}px: more than one row`).toBeGreaterThan(1);
      for (const row of rows.values())
        expect(new Set(row.map(({ text }) => text)).size, `${width}px`).toBe(1);
    }
  });

  for (const { path, anchor } of aboutSubPaths) {
    test(`${path} lands on /about#${anchor}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/about#${escape(anchor)}$`));
      await expect(byId(page, anchor).locator("h2").first()).toBeInViewport();
    });
  }

  test("the sub-path pages send visitors on by themselves on other hosts", async ({ page }) => {
    for (const { path, anchor, label } of aboutSubPaths) {
      const html = readFileSync(`out${path}.html`, "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<meta http-equiv="refresh"[^>]*>/)?.[0]).toBe(
        `<meta http-equiv="refresh" content="0; url=/about#${anchor}"/>`,
      );
      expect(head.match(/<link rel="canonical"[^>]*>/)?.[0]).toBe(
        '<link rel="canonical" href="https://www.dunga.in/about"/>',
      );
      expect(head.match(/<meta name="robots"[^>]*>/)?.[0]).toMatch(/noindex/);
      expect(html.includes(`Continue to ${label}</a>`), `${path} links on`).toBe(true);

      // Served as a plain 200 page, as a host without the redirect rules would.
      await page.route(`**${path}`, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: html }),
      );
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/about#${escape(anchor)}$`));
      await expect(byId(page, anchor).locator("h2").first()).toBeInViewport();
      await page.unroute(`**${path}`);
    }
  });

  test("tells the story with the fixed figures, values, culture and timelines", async ({
    page,
  }) => {
    await page.goto("/about");

    const profile = byId(page, "company-profile");
    await expect(profile.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(profile.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    await expect(profile.locator("dl dd")).toHaveText([
      figures.employees,
      figures.years,
      figures.projects,
      figures.countries,
    ]);
    await expect(profile.locator("dl dt")).toHaveCount(4);

    await expect(byId(page, "our-team")).toContainText(figures.developers);
    await expect(byId(page, "core-values").getByRole("listitem")).toHaveCount(4);

    const culture = byId(page, "life-@-dunga");
    await expect(culture.getByRole("heading", { level: 2 })).toHaveText("Life @ Dunga");
    await expect(culture.getByRole("heading", { level: 3 })).toHaveCount(4);
    const photos = culture.locator("img");
    await expect(photos).toHaveCount(4);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute("loading", "lazy");
      await expect(photo).toHaveAttribute("width", /\d+/);
      await expect(photo).toHaveAttribute("height", /\d+/);
      await expect(photo).toHaveAttribute("alt", /.{20,}/);
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }

    const achievements = byId(page, "our-achievements");
    await expectYears(achievements.getByRole("list", { name: "Awards by year" }), [
      "2020",
      "2021",
      "2022",
      "2023",
    ]);
    const journey = achievements.getByRole("list", { name: "Milestones by year" }).locator("time");
    await expect(journey.first()).toHaveText("2009");
    await expect(journey.last()).toHaveText("2023");

    // Every quote, the featured one and the cards after it.
    await expect(sectionWith(page, "What Our Clients Say").locator("blockquote")).toHaveCount(3);

    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute(
      "href",
      "/services",
    );
  });
});

test.describe("About: the people", () => {
  test("names each leader and practice lead from the content, with their role and picture", async ({
    page,
  }) => {
    await page.goto("/about");
    const team = byId(page, "our-team");
    for (const person of [...leaders, ...practiceLeads]) {
      const card = team.locator("article").filter({
        has: page.getByRole("heading", { name: person.name, exact: true }),
      });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(person.role);
      const picture = card.locator("img");
      await expect(picture).toHaveAttribute("src", person.portrait.src);
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const profile = card.getByRole("link", { name: new RegExp(escape(person.name)) });
      if (person.linkedin) await expect(profile).toHaveAttribute("href", person.linkedin);
      else await expect(profile).toHaveCount(0);
    }
  });

  for (const path of ["/", "/about"]) {
    test(`${path}: each testimonial names its person and their company`, async ({ page }) => {
      await page.goto(path);
      const quotes = page.locator("main figure").filter({ has: page.locator("blockquote") });
      await expect(quotes).toHaveCount(testimonials.length);
      for (const [index, testimonial] of testimonials.entries()) {
        const quote = quotes.nth(index);
        await expect(quote.locator("blockquote")).toContainText(testimonial.quote);
        await expect(quote).toContainText(testimonial.author);
        await expect(quote).toContainText(`${testimonial.role}, ${testimonial.company}`);
        // The company also opens the card: its logo, whole, named for those who cannot see it.
        const logo = quote.locator("img").first();
        await logo.scrollIntoViewIfNeeded();
        await expect(logo).toHaveAccessibleName(testimonial.company);
        await expect(logo).toHaveJSProperty("complete", true);
        expect(
          await logo.evaluate((image: HTMLImageElement) => image.naturalWidth),
        ).toBeGreaterThan(0);
        const [mark, words] = [
          await logo.boundingBox(),
          await quote.locator("blockquote").boundingBox(),
        ];
        // Read first: above the quote, or (the featured one on wide screens) beside it to the left.
        expect(
          mark!.y + mark!.height <= words!.y || mark!.x + mark!.width <= words!.x,
          testimonial.company,
        ).toBe(true);
      }
    });
  }

  for (const width of [390, 1024, 1440]) {
    test(`at ${width}px the journey and the awards fill one width, and the figures show once`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      const achievements = byId(page, "our-achievements");
      const edges = async (name: string) => {
        const box = (await achievements.getByRole("list", { name }).boundingBox())!;
        return [Math.round(box.x), Math.round(box.x + box.width)];
      };
      expect(await edges("Awards by year")).toEqual(await edges("Milestones by year"));
      // One band of figures on the page: the profile's.
      await expect(page.locator("main dl")).toHaveCount(1);
      await expect(page.locator("main").getByText(figures.projects, { exact: true })).toHaveCount(
        1,
      );
    });
  }
});

test.describe("Portfolio", () => {
  test("stacks its sections in their fixed order", async ({ page }) => {
    await page.goto("/portfolio");
    const headings = await page.locator("main").locator("h1, h2").allTextContents();
    const order = [
      "Services Offered",
      "Featured Projects",
      "Our Development Process",
      "Client Testimonials",
      "Ready to Start Your Next Project?",
    ].map((heading) => headings.indexOf(heading));
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The statistics band, named by its label, stands between the testimonials and the closing
    // call to action.
    const sections = await page
      .locator("main section")
      .evaluateAll((all) =>
        all.map(
          (section) =>
            section.getAttribute("aria-label") ??
            section.querySelector("h1, h2")?.textContent ??
            "",
        ),
      );
    const at = (name: string) => sections.indexOf(name);
    expect(at(portfolioText.statsLabel)).toBeGreaterThan(at("Client Testimonials"));
    expect(at(portfolioText.statsLabel)).toBeLessThan(at("Ready to Start Your Next Project?"));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.dunga.in/portfolio",
    );
  });

  test("the hero's tech stack label stands on the line of the chips' first row", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "on a phone the label stands over the chips");
    // At 1024 px the chips wrap to three rows: centred on them, the label floated mid-height.
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/portfolio");
      const label = page.getByRole("heading", { level: 2, name: portfolioText.techStack });
      const chips = label.locator("xpath=following-sibling::ul[1]/li");
      const [labelBox, firstChip] = [
        (await label.boundingBox())!,
        (await chips.first().boundingBox())!,
      ];
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middle(labelBox) - middle(firstChip)), `at ${width}px`).toBeLessThan(3);
    }
  });

  test("opens with the projects' results, the tech stack and the services offered", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    // Each result is its case study's, named with it; the headline figures are the band's.
    await expect(hero.locator("dl dd")).toHaveText(portfolioHeroResults.map((r) => r.value));
    await expect(hero.locator("dl dt")).toHaveText(
      portfolioHeroResults.map((r) => `${r.label}${r.title}`),
    );
    await expect(hero.getByRole("heading", { name: "Our tech stack" })).toBeVisible();
    expect(await hero.locator("ul li").count()).toBeGreaterThanOrEqual(6);

    await expect(
      sectionWith(page, "Services Offered").getByRole("heading", { level: 3 }),
    ).toHaveText([
      "Web Development",
      "Mobile Development",
      "AI & Machine Learning",
      "UI/UX Design",
    ]);
  });

  test("shows every project in summary, each an anchor opening its case study", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const articles = page.locator("main article[id]");
    await expect(articles).toHaveCount(portfolioProjects.length);
    for (const article of await articles.all()) {
      await expectClearOfHeader(page, article);
      await expect(article.locator("img")).toHaveAttribute("width", /\d+/);
      await expect(article.getByRole("heading", { level: 3 })).toHaveCount(1);
      await expect(article.getByText("Challenge solved")).toHaveCount(1);
      await expect(article.getByRole("list", { name: "Technologies" })).toBeAttached();
      expect(await article.locator("dl dd").count()).toBeGreaterThan(0);
      await expect(article.getByText("Client:")).toBeAttached();
      await expect(article.getByText("Duration:")).toBeAttached();
      await expect(article.getByRole("link", { name: /View case study/ })).toHaveAttribute(
        "href",
        `/portfolio/${await article.getAttribute("id")}`,
      );
    }
  });

  test("every project's results take one layout on phones: a row each, figure then measure", async ({
    page,
  }) => {
    // Tiles came in pairs for two results and stacked for three, so two projects' results were
    // laid out two ways on one page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/portfolio");
    // The results are each article's last list of terms (its first is the client and duration).
    const results = page.locator("main article[id] dl:last-of-type > div");
    const layouts = await results.evaluateAll((items) =>
      items.map((item) => {
        const figure = item.querySelector("dd")!.getBoundingClientRect();
        const measure = item.querySelector("dt")!.getBoundingClientRect();
        const list = item.parentElement!.getBoundingClientRect();
        return {
          beside: figure.right <= measure.left && figure.top < measure.bottom,
          fullWidth: Math.abs(item.getBoundingClientRect().width - list.width) < 1,
        };
      }),
    );
    expect(layouts.length).toBeGreaterThan(portfolioProjects.length);
    expect(layouts.filter(({ beside, fullWidth }) => !beside || !fullWidth)).toEqual([]);
  });

  test("ends with the process, testimonials, figures and a call to action", async ({ page }) => {
    await page.goto("/portfolio");
    await expect(sectionWith(page, "Our Development Process").locator("ol > li h3")).toHaveText([
      "Discovery",
      "Strategy",
      "Design & Development",
      "Testing & Launch",
      "Support & Growth",
    ]);

    await expect(sectionWith(page, "Client Testimonials").locator("blockquote")).toHaveCount(3);

    const band = page.getByRole("region", { name: "Dunga in numbers" });
    const stats = await band
      .locator("dl > div")
      .evaluateAll((items) =>
        items.map(
          (item) =>
            `${item.querySelector("dd")?.textContent} ${item.querySelector("dt")?.textContent}`,
        ),
      );
    expect(stats).toEqual([
      `${figures.projects} Projects Completed`,
      `${figures.clients} Satisfied Clients`,
      `${figures.years} Years Experience`,
      `${figures.awards} Industry Awards`,
    ]);

    const cta = sectionWith(page, "Ready to Start Your Next Project?");
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
  });
});

test.describe("Careers and Support", () => {
  test("careers lists open roles, each opening its page, perks and how to apply", async ({
    page,
  }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Each role a card linking to its page, keeping its own anchor in the list of openings.
    const roles = byId(page, "open-roles").getByRole("listitem").locator("a[id]");
    expect(await roles.count()).toBeGreaterThan(0);
    for (const role of await roles.all()) {
      await expect(role).toHaveAttribute("href", `/careers/${await role.getAttribute("id")}`);
    }
    await expect(
      sectionWith(page, "Working at Dunga").getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    await expect(byId(page, "how-to-apply").locator("ol > li")).toHaveCount(3);
    await expect(
      byId(page, "how-to-apply").getByRole("link", { name: "Contact us" }),
    ).toHaveAttribute("href", "/contact");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.dunga.in/careers",
    );
  });

  test("support shows channels, hours, the response promise, plans and FAQs", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(byId(page, "channels").getByRole("listitem")).toHaveCount(4);
    // The band's picture repeats the hours on wide screens; the page states them at every width.
    await expect(
      page.getByText("Monday-Friday 9AM-6PM").filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByText(site.responsePromise).first()).toBeVisible();
    await expect(byId(page, "plans").getByRole("heading", { level: 3 })).toHaveCount(3);
    // The plan most clients choose carries its badge, and no other plan does.
    const chosen = supportPlans.find((plan) => plan.badge)!;
    const badged = byId(page, "plans").locator("article", { hasText: chosen.badge! });
    await expect(badged).toHaveCount(1);
    await expect(badged.getByRole("heading", { level: 3 })).toHaveText(chosen.name);
    expect(await page.locator('main a[href="/contact#contact-form"]').count()).toBeGreaterThan(0);
    await expect(page.locator('main a[href^="mailto:support@dunga.in"]').first()).toBeVisible();

    const faq = byId(page, "faq").locator("details").first();
    const answer = faq.locator("p");
    await expect(answer).toBeHidden();
    await faq.locator("summary").click();
    await expect(answer).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.dunga.in/support",
    );
  });
});

test("support's hours and reply promise are a panel as tall as its text, under the channels", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the window is resized; one project is enough");
  await page.goto("/support");
  const channels = byId(page, "channels");
  const panel = channels.getByRole("heading", { name: "Support hours" }).locator("xpath=../..");
  for (const width of [320, 390, 768, 1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const { gap, belowCards } = await panel.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const ends = [...element.querySelectorAll("p")].map((p) => p.getBoundingClientRect().bottom);
      const cards = [...element.parentElement!.querySelectorAll("article")].map(
        (card) => card.getBoundingClientRect().bottom,
      );
      return { gap: box.bottom - Math.max(...ends), belowCards: box.top >= Math.max(...cards) };
    });
    // Its padding under its last line, no empty stretch.
    expect(gap, `the space under the panel's text at ${width}px`).toBeLessThanOrEqual(40);
    expect(belowCards, `the panel under the cards at ${width}px`).toBe(true);
  }
});

test.describe("motion", () => {
  test("a section below the fold waits, then fades in once scrolled to", async ({ page }) => {
    for (const path of ["/about", "/portfolio"]) {
      await page.goto(path);
      // Hydrated: what is below the fold now waits for the visitor.
      await expect(page.locator('main [style*="opacity: 0"]').first()).toBeAttached();
      const revealed = page.locator('main [style*="opacity"]');
      const count = await revealed.count();
      // Each scrolled to until it starts to show, as a visitor scrolling on would see it (scrolled
      // to directly: Playwright's own scrolling first waits for a moving element to settle, a fade
      // already under way); the fades are then waited for together rather than one by one.
      for (let index = 0; index < count; index += 1) {
        const section = revealed.nth(index);
        await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await expect
          .poll(() => section.evaluate((element) => Number(getComputedStyle(element).opacity)))
          .toBeGreaterThan(0);
      }
      for (let index = 0; index < count; index += 1) {
        await expect(revealed.nth(index)).toHaveCSS("opacity", "1");
      }
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the story pages are whole and readable", async ({ page }) => {
    for (const path of ["/about", "/portfolio", "/careers", "/support"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const heading of await page.locator("main h2").all()) {
        await expect(heading).toBeVisible();
      }
      expect(await transparent(page), path).toEqual([]);
    }

    await page.goto("/portfolio");
    const articles = page.locator("main article[id]");
    await expect(articles).toHaveCount(8);
    for (const article of await articles.all()) await expect(article).toBeVisible();
    const quotes = sectionWith(page, "Client Testimonials").locator("blockquote");
    await expect(quotes).toHaveCount(3);
    for (const quote of await quotes.all()) await expect(quote).toBeVisible();

    await page.goto("/about");
    await expect(sectionWith(page, "What Our Clients Say").locator("blockquote")).toHaveCount(3);
    await expect(byId(page, "life-@-dunga").locator("img")).toHaveCount(4);
  });

  test("the about sub-paths still land on their section", async ({ page }) => {
    await page.goto("/about/achievements");
    await expect(page).toHaveURL(/\/about#our-achievements$/);
    await expect(byId(page, "our-achievements").locator("h2")).toBeInViewport();
  });
});
