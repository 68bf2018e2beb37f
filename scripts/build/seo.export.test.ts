/**
 * @jest-environment node
 */
// What crawlers and social networks read in the production export (out/): checked as files, after
// the e2e run's build (jest.export.config.mjs; scripts/test/test-e2e.ts runs it). Each test gathers
// every problem it finds, page by page, and fails with the whole list.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

import { testEmailEnv } from "../../e2e/test-env";
import { htmlPages, isNoIndex, jsonLd, meta, title } from "./read-export";

const outDir = join(process.cwd(), "out");
const origin = testEmailEnv.NEXT_PUBLIC_SITE_URL;
const pages = htmlPages(outDir);
const indexed = pages.filter((page) => !isNoIndex(page.html));

/**
 * The properties each schema.org type must carry here: what search engines need to use it, and
 * what this site can state truthfully. A type not listed is a problem.
 */
const required: Record<string, string[]> = {
  ProfessionalService: ["name", "url", "logo", "address", "contactPoint", "foundingDate", "sameAs"],
  WebSite: ["name", "url", "publisher"],
  PostalAddress: ["streetAddress", "addressLocality", "postalCode", "addressCountry"],
  ContactPoint: ["contactType", "email", "telephone"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  Service: ["name", "description", "serviceType", "url", "provider"],
  Article: ["headline", "image", "datePublished", "author", "publisher", "mainEntityOfPage"],
  Organization: ["name"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
};

/** Every typed node in a JSON-LD document, nested ones included. */
function nodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const children = Object.values(record).flatMap(nodes);
  return typeof record["@type"] === "string" ? [record, ...children] : children;
}

function typesOn(html: string): string[] {
  return jsonLd(html)
    .flatMap(nodes)
    .map((node) => node["@type"] as string);
}

test("the export holds every page", () => {
  expect(pages.length).toBeGreaterThan(90);
});

test("every page has its title, a fitting description, canonical and sharing tags", () => {
  const problems: string[] = [];
  const descriptions = new Map<string, string>();
  for (const { path, html } of pages) {
    const description = meta(html, "description") ?? "";
    if (!/\S.*Dunga|Dunga.*\S/.test(title(html) ?? "")) problems.push(`${path}: title`);
    if (description.length < 70 || description.length > 160 || description.endsWith("…")) {
      problems.push(`${path}: description of ${description.length} characters: "${description}"`);
    }
    if (isNoIndex(html)) continue;
    const repeated = descriptions.get(description);
    if (repeated) problems.push(`${path} repeats the description of ${repeated}`);
    descriptions.set(description, path);
    const canonical = meta(html, "canonical");
    const expected = path === "/" ? origin : `${origin}${path}`;
    if (decodeURIComponent(canonical ?? "") !== expected) {
      problems.push(`${path}: canonical ${canonical}, expected ${expected}`);
    }
    const tags = {
      "og:title": Boolean(meta(html, "og:title")),
      "og:description": meta(html, "og:description") === description,
      "og:url": meta(html, "og:url") === canonical,
      "twitter:card": meta(html, "twitter:card") === "summary_large_image",
      "twitter:image": meta(html, "twitter:image") === meta(html, "og:image"),
    };
    for (const [tag, right] of Object.entries(tags)) if (!right) problems.push(`${path}: ${tag}`);
  }
  expect(problems).toEqual([]);
});

test("every sharing card a page names exists at 1200 x 630, one for each indexed page", async () => {
  const problems: string[] = [];
  const cards = new Set<string>();
  for (const { path, html } of indexed) {
    const image = meta(html, "og:image") ?? "";
    const file = image.startsWith(`${origin}/`) ? join(outDir, new URL(image).pathname) : "";
    if (!file || !existsSync(file)) problems.push(`${path}: sharing card "${image}"`);
    else cards.add(file);
  }
  expect(problems).toEqual([]);
  expect(cards.size).toBe(indexed.length);
  for (const file of cards) {
    const { width, height, format } = await sharp(file).metadata();
    if (width !== 1200 || height !== 630 || format !== "png") {
      problems.push(`${file}: ${format} of ${width} x ${height}`);
    }
  }
  expect(problems).toEqual([]);
});

test("structured data parses and holds its types' required properties", () => {
  const problems: string[] = [];
  for (const { path, html } of pages) {
    for (const node of jsonLd(html).flatMap(nodes)) {
      const type = node["@type"] as string;
      const properties = required[type];
      if (!properties) problems.push(`${path}: unexpected type ${type}`);
      for (const property of properties ?? []) {
        const value = node[property];
        if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) {
          problems.push(`${path}: ${type}.${property} is empty`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test("each page kind carries the structured data that describes it", () => {
  const problems: string[] = [];
  for (const { path, html } of indexed) {
    const types = typesOn(html);
    const expected = path === "/" ? ["ProfessionalService", "WebSite"] : ["BreadcrumbList"];
    if (/^\/(services|products|technologies)\/./.test(path)) expected.push("Service");
    if (/^\/portfolio\/./.test(path)) expected.push("Article");
    for (const type of expected) if (!types.includes(type)) problems.push(`${path}: no ${type}`);
    // A page that shows questions and answers says so to search engines, and only such a page.
    const showsFaqs = /<details[\s>]/.test(html) && /id="faq"/.test(html);
    if (types.includes("FAQPage") !== showsFaqs) {
      problems.push(`${path}: FAQPage ${showsFaqs ? "missing" : "without questions shown"}`);
    }
    if (types.includes("AggregateRating")) problems.push(`${path}: a rating without reviews`);
  }
  expect(problems).toEqual([]);

  const service = jsonLd(pages.find((page) => page.path === "/services/website")!.html);
  const trail = nodes(service).filter((node) => node["@type"] === "ListItem");
  expect(trail.map((item) => item["item"])).toEqual([
    `${origin}/`,
    `${origin}/services`,
    `${origin}/services/website`,
  ]);
});

test("a case study is an Article as Google reads it: headline, pictures, date and author", () => {
  const problems: string[] = [];
  const studies = indexed.filter(({ path }) => /^\/portfolio\/./.test(path));
  expect(studies.length).toBeGreaterThan(0);
  for (const { path, html } of studies) {
    const articles = jsonLd(html)
      .flatMap(nodes)
      .filter((node) => node["@type"] === "Article");
    if (articles.length !== 1) problems.push(`${path}: ${articles.length} Article nodes`);
    for (const article of articles) {
      const { headline, image, datePublished, author, mainEntityOfPage } = article as {
        headline?: string;
        image?: string[];
        datePublished?: string;
        author?: { "@type"?: string; name?: string; url?: string };
        mainEntityOfPage?: string;
      };
      // Google shows at most 110 characters of a headline; the page's own title is the headline.
      if (!headline || headline.length > 110) problems.push(`${path}: headline "${headline}"`);
      if (headline && !title(html)?.startsWith(headline))
        problems.push(`${path}: headline "${headline}" is not the page's title`);
      // Each picture an absolute address of a file in the export.
      for (const url of image ?? []) {
        const file = url.startsWith(`${origin}/`) ? join(outDir, new URL(url).pathname) : "";
        if (!file || !existsSync(file)) problems.push(`${path}: image ${url}`);
      }
      if (!image?.length) problems.push(`${path}: no image`);
      // ISO 8601, a real day, not in the future.
      const time = Date.parse(datePublished ?? "");
      if (
        !/^\d{4}-\d{2}-\d{2}/.test(datePublished ?? "") ||
        Number.isNaN(time) ||
        time > Date.now()
      )
        problems.push(`${path}: datePublished "${datePublished}"`);
      if (!author?.name || !author.url?.startsWith(origin) || author["@type"] !== "Organization")
        problems.push(`${path}: author ${JSON.stringify(author)}`);
      if (mainEntityOfPage !== meta(html, "canonical"))
        problems.push(`${path}: mainEntityOfPage ${mainEntityOfPage}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the sitemap lists exactly the indexed pages, each with its last change", () => {
  const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const undated = entries.filter((entry) => !/<lastmod>\d{4}-\d{2}-\d{2}/.test(entry));
  expect(undated).toEqual([]);
  const listed = entries.map((entry) => {
    const url = entry.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? "";
    return decodeURIComponent(new URL(url).pathname);
  });
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(indexed.map((page) => page.path).sort());

  const robots = readFileSync(join(outDir, "robots.txt"), "utf8");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
});

test("a production build carries no preview marks", () => {
  const marked = indexed
    .filter(
      ({ html }) => meta(html, "robots") !== undefined || html.includes("data-preview-banner"),
    )
    .map(({ path }) => path);
  expect(marked).toEqual([]);
});
