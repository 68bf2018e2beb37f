import { existsSync } from "node:fs";
import path from "node:path";

import { markdownText } from "@/lib/markdown";
import {
  aboutStats,
  awards,
  coreValues,
  culturePhotos,
  cultureHighlights,
  journey,
  mission,
  story,
  vision,
} from "./about";
import { applySteps, perks } from "./careers";
import { contactFaqs, quoteFaqs } from "./faqs";
import { homeText } from "./home";
import { philosophy } from "./philosophy";
import {
  portfolioCategories,
  portfolioProjects,
  portfolioServices,
  portfolioTechStack,
} from "./portfolio";
import { processSteps } from "./process";
import { figures, site } from "./site";
import { supportChannels, supportFaqs, supportPlans } from "./support";
import { testimonials } from "./testimonials";
import type { Picture, PortfolioCategory } from "./types";

const categories: PortfolioCategory[] = ["web", "mobile", "game", "ai", "design"];

const pictures: Picture[] = [
  ...portfolioProjects.map((project) => project.image),
  ...testimonials.flatMap((testimonial) => testimonial.avatar ?? []),
  ...culturePhotos,
];

describe("the fixed counts (docs/content.md)", () => {
  it.each([
    ["testimonials", testimonials.length, 3],
    ["philosophy points", philosophy.length, 5],
    ["process steps", processSteps.length, 5],
    ["core values", coreValues.length, 4],
    ["culture highlights", cultureHighlights.length, 4],
    ["culture photos", culturePhotos.length, 4],
    ["about stats", aboutStats.length, 4],
    ["portfolio services", portfolioServices.length, 4],
    ["quote FAQs", quoteFaqs.length, 5],
    ["contact FAQs", contactFaqs.length, 5],
  ])("has the right number of %s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("portfolio", () => {
  it("has unique project ids", () => {
    const ids = portfolioProjects.map((project) => project.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("covers every category", () => {
    const present = new Set(portfolioProjects.map((project) => project.category));
    for (const category of categories) expect(present).toContain(category);
  });

  it("links each project to its case study", () => {
    for (const project of portfolioProjects) {
      expect(project.projectLink).toBe(`/portfolio/${project.id}`);
      expect(project.image.src).toBe(`/images/portfolio/${project.id}.webp`);
    }
  });

  it("gives every project its details and two or three stats", () => {
    for (const project of portfolioProjects) {
      expect(project.description.length).toBeGreaterThan(40);
      expect(project.challengeSolved.length).toBeGreaterThan(40);
      expect(project.stack.length).toBeGreaterThanOrEqual(3);
      expect(project.clientName).not.toBe("");
      expect(project.projectDuration).toMatch(/^\d+ months$/);
      const stats = Object.keys(project.stats).length;
      expect(stats).toBeGreaterThanOrEqual(2);
      expect(stats).toBeLessThanOrEqual(3);
    }
  });

  it("offers All plus one filter per category", () => {
    expect(portfolioCategories.map((c) => c.id)).toEqual(["all", ...categories]);
  });

  it("gives each entry of the services strip its own title and some words", () => {
    const titles = portfolioServices.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const entry of portfolioServices) {
      expect(entry.description.trim()).not.toBe("");
    }
  });

  it("has a hero tech stack of 8 to 10 names", () => {
    expect(portfolioTechStack.length).toBeGreaterThanOrEqual(8);
    expect(portfolioTechStack.length).toBeLessThanOrEqual(10);
  });
});

describe("pictures", () => {
  it.each(pictures.map((picture) => [picture.src, picture]))(
    "%s exists under public/, is sized and described",
    (_src, picture) => {
      expect(existsSync(path.join(process.cwd(), "public", picture.src))).toBe(true);
      expect(picture.alt.trim().length).toBeGreaterThan(10);
      expect(picture.width).toBeGreaterThan(0);
      expect(picture.height).toBeGreaterThan(0);
    },
  );
});

describe("timelines", () => {
  it("has at most one award entry a year, oldest first", () => {
    const years = awards.map((award) => award.year);
    expect(years).toEqual([...new Set(years)].sort((a, b) => a - b));
  });

  it("runs the journey from the founding year, in order", () => {
    const years = journey.map((entry) => entry.year);
    expect(years[0]).toBe(figures.founded);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });
});

describe("process", () => {
  it("numbers its steps from 1 in order, each with a title of its own", () => {
    expect(processSteps.map((step) => step.number)).toEqual(processSteps.map((_, i) => i + 1));
    const titles = processSteps.map((step) => step.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("figures are stated once, in content/site.ts", () => {
  it("states no headline figure other than those in site.ts", () => {
    const texts = [
      ...markdownText(story),
      mission,
      vision,
      ...homeText.about.paragraphs,
      ...homeText.about.highlights,
      ...awards.flatMap((entry) => [entry.title, entry.description]),
      ...journey.flatMap((entry) => [entry.title, entry.description]),
      ...[...quoteFaqs, ...contactFaqs, ...supportFaqs].flatMap((faq) => [
        faq.question,
        faq.answer,
      ]),
      ...testimonials.map((testimonial) => testimonial.quote),
    ].join(" ");
    const claims = texts.match(/\b\d+(\+|%)/g) ?? [];
    const allowed = Object.values(figures).map(String);
    for (const claim of claims) expect(allowed).toContain(claim);
  });
});

describe("FAQs, careers and support", () => {
  it("states the reply promise and business hours", () => {
    const contact = contactFaqs.map((faq) => faq.answer).join(" ");
    expect(contact).toContain("24 business hours");
    expect(contact).toContain(site.hours);
    expect(quoteFaqs.map((faq) => faq.answer).join(" ")).toContain("24 business hours");
  });

  it("covers NDAs, pricing models and timelines", () => {
    for (const faqs of [quoteFaqs, contactFaqs]) {
      const text = faqs.map((faq) => `${faq.question} ${faq.answer}`).join(" ");
      expect(text).toMatch(/NDA/);
      expect(text).toMatch(/fixed price/i);
      expect(text).toMatch(/weeks|months/);
    }
  });

  it("lists perks and how to apply by email", () => {
    expect(perks).toHaveLength(4);
    expect(applySteps).toHaveLength(3);
    expect(applySteps[0]).toContain(site.careersEmail);
  });

  it("offers four support channels, three plans and four FAQs", () => {
    expect(supportChannels).toHaveLength(4);
    expect(supportPlans).toHaveLength(3);
    expect(supportFaqs).toHaveLength(4);
  });
});
