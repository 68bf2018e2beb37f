import { expect, test, type Page } from "./fixtures";

import { getProject, nextProject, portfolioProjects } from "../content/portfolio";
import { caseStudyText } from "../content/sections";
import { getTechnology } from "../content/technologies";
import { testimonialFor } from "../content/testimonials";

// A case study as a prospective client reaches and reads it, at the desktop and the phone size
// (the two projects of playwright.config.ts): from a card of /portfolio or home, through the
// client, the challenge, the work, the results, the stack and the team, to the next case study and
// the quote form. What it shows is read from content/, so a project added there is tested as is.

const first = portfolioProjects[0]!;
const last = portfolioProjects.at(-1)!;
const withQuote = portfolioProjects.find((project) => testimonialFor(project.id))!;
const withoutQuote = portfolioProjects.find((project) => !testimonialFor(project.id));

const band = (page: Page) => page.locator("#band");

/** A link's name: its words, then, for screen readers, the title of what it opens. */
const opening = (words: string, title: string) =>
  new RegExp(`^${words}\\W+${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

test("a /portfolio card opens its case study, which tells the whole story", async ({ page }) => {
  const project = withQuote;
  await page.goto("/portfolio");
  await page
    .locator(`article#${project.id}`)
    .getByRole("link", { name: opening("View case study", project.title) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${project.id}$`));

  // The band: what it is, for whom, in how long, by how many, beside the project's own screens.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  const glance = band(page).getByRole("definition");
  await expect(glance.first()).toHaveText(project.clientName);
  await expect(band(page).getByText(project.projectDuration)).toBeVisible();
  const screens = band(page).locator(`img[alt="${project.image.alt}"]:visible`);
  await expect(screens).toHaveCount(1);
  await expect
    .poll(() => screens.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // One of the widths the project's own mock-up is drawn at, in either of its formats.
  const files = [project.image.avifSrcSet, project.image.srcSet ?? project.image.src]
    .join(",")
    .split(",")
    .map((entry) => entry.trim().split(" ")[0]);
  const shown = await screens.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(files).toContain(shown);

  // The story, then each result with what it measures, in the page's one band of figures.
  await expect(page.getByRole("heading", { name: "The client", exact: true })).toBeVisible();
  await expect(page.getByText(project.clientAbout)).toBeVisible();
  await expect(page.getByText(project.challenge)).toBeVisible();
  await expect(page.getByText(project.approach)).toBeVisible();
  for (const part of project.built)
    await expect(page.getByRole("heading", { name: part.title, exact: true })).toBeVisible();
  const results = page.getByRole("region", { name: `Results of ${project.title}` });
  for (const result of project.results) {
    await expect(results.getByText(result.value, { exact: true })).toBeVisible();
    await expect(results.getByText(result.measure)).toBeVisible();
  }

  // The team adds up to the people the band counts.
  const people = project.team.reduce((total, role) => total + role.count, 0);
  await expect(band(page).getByText(`${people} people`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Team" }).getByRole("listitem")).toHaveCount(
    project.team.length,
  );

  // The client's own words.
  const quote = testimonialFor(project.id)!;
  await expect(page.getByRole("heading", { name: "In the client's words" })).toBeVisible();
  await expect(page.locator("blockquote")).toContainText(quote.quote.slice(0, 40));
});

test("every technology of a case study links to its page", async ({ page, request }) => {
  const project = getProject(first.id)!;
  await page.goto(project.projectLink);
  const stack = page.locator("section", {
    has: page.getByRole("heading", { name: "Technologies", exact: true }),
  });
  const links = stack.getByRole("link");
  await expect(links).toHaveCount(project.technologies.length);
  for (const id of project.technologies) {
    const link = stack.getByRole("link", { name: getTechnology(id)!.name, exact: true });
    await expect(link).toHaveAttribute("href", `/technologies/${id}`);
    expect((await request.get(`/technologies/${id}`)).status()).toBe(200);
  }
  const [id] = project.technologies;
  await stack.getByRole("link", { name: getTechnology(id!)!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/technologies/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(getTechnology(id!)!.name);
});

test("the next case study follows portfolio order, and the last leads back to the first", async ({
  page,
}) => {
  await page.goto(first.projectLink);
  const next = nextProject(first);
  await page.getByRole("link", { name: opening("Read the case study", next.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${next.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title);

  await page.goto(last.projectLink);
  await expect(
    page.getByRole("link", { name: opening("Read the case study", first.title) }),
  ).toHaveAttribute("href", first.projectLink);
});

test("a case study without a client's quote shows none, and its call to action opens /quote", async ({
  page,
}) => {
  test.skip(!withoutQuote, "every project has a quote");
  await page.goto(withoutQuote!.projectLink);
  await expect(page.getByRole("heading", { name: "In the client's words" })).toHaveCount(0);
  await expect(page.locator("blockquote")).toHaveCount(0);
  const cta = page.locator("section", {
    has: page.getByRole("heading", { name: "Planning Something Similar?" }),
  });
  await cta.getByRole("link", { name: "Get a Quote" }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("home's portfolio cards open their case studies", async ({ page }) => {
  await page.goto("/#PORTFOLIO");
  const card = page.locator("#PORTFOLIO li:visible article").first();
  const title = (await card.getByRole("heading", { level: 3 }).textContent())!;
  const project = portfolioProjects.find((entry) => entry.title === title)!;
  await card.getByRole("link", { name: opening("View case study", title) }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${project.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("an unknown case study answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/portfolio/no-such-project");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("at 1440 px a case study's stack and team cards end level, each with its last list at its foot", async ({
  page,
  isMobile,
}) => {
  // Beside a longer team, the stack's card ended in an empty band under its tools.
  test.skip(isMobile, "side by side from 1024 px");
  const project = portfolioProjects.find((each) => each.tools.length > 0)!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(project.projectLink);
  // Each card is the box its first list (the technologies, the team's roles) stands in.
  const stackCard = page.getByRole("list", { name: caseStudyText.stack.title }).locator("xpath=..");
  const teamCard = page.getByRole("list", { name: caseStudyText.glance.team }).locator("xpath=..");
  const [stack, team] = [(await stackCard.boundingBox())!, (await teamCard.boundingBox())!];
  expect(Math.abs(stack.y + stack.height - (team.y + team.height))).toBeLessThanOrEqual(1);
  for (const card of [stackCard, teamCard]) {
    const box = (await card.boundingBox())!;
    const last = (await card.getByRole("list").last().boundingBox())!;
    // The card's own padding, no more, under its last list.
    expect(box.y + box.height - (last.y + last.height)).toBeLessThanOrEqual(32);
  }
});

test("from 1280 px a case study's screens take most of its band, beside its words", async ({
  page,
  isMobile,
}) => {
  // At 27rem, as other bands' pictures, the page's one picture of the work stood small.
  test.skip(isMobile, "side by side from 1024 px");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(portfolioProjects[0]!.projectLink);
  const screens = (await band(page).locator("[data-band-art] img").boundingBox())!;
  const title = (await band(page).getByRole("heading", { level: 1 }).boundingBox())!;
  expect(screens.width).toBeGreaterThan(1.2 * title.width);
  expect(screens.x).toBeGreaterThan(title.x + title.width);
  expect(screens.y).toBeLessThan(title.y + title.height);
});

test("from 1024 px a case study's client and challenge stand side by side, each under its label", async ({
  page,
  isMobile,
}) => {
  // Each label stood alone in a column of its own beside its text, and the column read as empty.
  test.skip(isMobile, "side by side from 1024 px");
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(first.projectLink);
  const box = async (name: string) => {
    const part = page.getByRole("region", { name, exact: true });
    const label = (await part.getByRole("heading", { name, exact: true }).boundingBox())!;
    const text = (await part
      .getByText(name === caseStudyText.client ? first.clientAbout : first.challenge)
      .boundingBox())!;
    return { label, text };
  };
  const client = await box(caseStudyText.client);
  const challenge = await box(caseStudyText.challenge);
  for (const part of [client, challenge]) {
    // The label over its text, starting at the same left edge.
    expect(part.text.y).toBeGreaterThan(part.label.y + part.label.height);
    expect(Math.abs(part.text.x - part.label.x)).toBeLessThanOrEqual(1);
  }
  expect(Math.abs(client.label.y - challenge.label.y)).toBeLessThanOrEqual(1);
  expect(challenge.label.x).toBeGreaterThan(client.text.x + client.text.width);
});
