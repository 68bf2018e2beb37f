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
  Organization: ["name"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  // An article: what Google's article guidelines ask (its author with a page about them).
  BlogPosting: [
    "headline",
    "description",
    "image",
    "datePublished",
    "dateModified",
    "author",
    "publisher",
    "mainEntityOfPage",
  ],
  Person: ["name", "url"],
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
    if (/^\/blog\/(?!tags\/)./.test(path)) expected.push("BlogPosting");
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

test("an article's BlogPosting names its author's card, its cover and its dates as Google reads them", () => {
  const articlePages = indexed.filter(({ path }) => /^\/blog\/(?!tags\/)./.test(path));
  expect(articlePages.length).toBeGreaterThan(0);
  const about = pages.find((page) => page.path === "/about")!.html;
  const problems: string[] = [];
  for (const { path, html } of articlePages) {
    const posting = jsonLd(html)
      .flatMap(nodes)
      .find((node) => node["@type"] === "BlogPosting")!;
    const [author] = posting["author"] as { name: string; url: string }[];
    const anchor = new URL(author!.url).hash.slice(1);
    if (!author!.url.startsWith(`${origin}/about#`) || !about.includes(` id="${anchor}"`))
      problems.push(`${path}: author url ${author!.url} is no card on /about`);
    const [image] = posting["image"] as string[];
    if (!image!.startsWith(`${origin}/`) || !existsSync(join(outDir, new URL(image!).pathname)))
      problems.push(`${path}: image ${image}`);
    for (const key of ["datePublished", "dateModified"])
      if (!/^\d{4}-\d{2}-\d{2}$/.test(String(posting[key]))) problems.push(`${path}: ${key}`);
    if (String(posting["dateModified"]) < String(posting["datePublished"]))
      problems.push(`${path}: modified before published`);
    if (posting["headline"] !== meta(html, "og:title")) problems.push(`${path}: headline`);
    if (meta(html, "og:type") !== "article") problems.push(`${path}: og:type`);
  }
  expect(problems).toEqual([]);
});

test("every page announces the articles' feeds in its head", () => {
  const feeds = {
    "application/rss+xml": "/blog/rss.xml",
    "application/atom+xml": "/blog/atom.xml",
  };
  const problems: string[] = [];
  for (const { path, html } of pages) {
    const head = html.slice(0, html.indexOf("</head>"));
    const links = (head.match(/<link\s[^>]*rel="alternate"[^>]*>/g) ?? []).map((tag) => ({
      type: tag.match(/\stype="([^"]*)"/)?.[1],
      href: tag.match(/\shref="([^"]*)"/)?.[1],
      title: tag.match(/\stitle="([^"]*)"/)?.[1],
    }));
    for (const [type, feed] of Object.entries(feeds)) {
      const link = links.find((candidate) => candidate.type === type);
      if (link?.href !== `${origin}${feed}` || !link.title) problems.push(`${path}: no ${type}`);
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
