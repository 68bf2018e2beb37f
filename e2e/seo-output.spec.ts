import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "./fixtures";
import sharp from "sharp";

import { htmlPages, isNoIndex, jsonLd, meta, title } from "./build-output";
import { testEmailEnv } from "./test-env.mjs";

// What crawlers and social networks read in the exported files. It reads out/ directly, so it
// runs once, not per browser.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "reads files, so one project is enough");
});

const outDir = join(process.cwd(), "out");
const origin = testEmailEnv.NEXT_PUBLIC_SITE_URL;
const pages = htmlPages(outDir);
const indexed = pages.filter((page) => !isNoIndex(page.html));

/**
 * The properties each schema.org type must carry here: what search engines need to use it, and
 * what this site can state truthfully. A type not listed fails the test.
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

test("every page has its title, a fitting description, canonical and sharing tags", () => {
  expect(pages.length).toBeGreaterThan(90);
  const descriptions = new Map<string, string>();
  for (const { path, html } of pages) {
    const description = meta(html, "description") ?? "";
    expect(title(html), path).toMatch(/\S.*Dunga|Dunga.*\S/);
    expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
    expect(description, path).not.toMatch(/…$/);
    if (isNoIndex(html)) continue;
    expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
    descriptions.set(description, path);
    const canonical = meta(html, "canonical");
    expect(decodeURIComponent(canonical ?? ""), path).toBe(
      path === "/" ? origin : `${origin}${path}`,
    );
    expect(meta(html, "og:title"), path).toBeTruthy();
    expect(meta(html, "og:description"), path).toBe(description);
    expect(meta(html, "og:url"), path).toBe(canonical);
    expect(meta(html, "twitter:card"), path).toBe("summary_large_image");
    expect(meta(html, "twitter:image"), path).toBe(meta(html, "og:image"));
  }
});

test("every sharing card a page names exists at 1200 x 630, one for each page kind", async () => {
  const cards = new Set<string>();
  for (const { path, html } of indexed) {
    const image = meta(html, "og:image") ?? "";
    expect(image.startsWith(`${origin}/`), `${path}: ${image}`).toBe(true);
    const file = join(outDir, new URL(image).pathname);
    expect(existsSync(file), `${path}: ${image}`).toBe(true);
    cards.add(file);
  }
  // Every indexed page has a card of its own.
  expect(cards.size).toBe(indexed.length);
  for (const file of cards) {
    const { width, height, format } = await sharp(file).metadata();
    expect({ file, width, height, format }).toEqual({
      file,
      width: 1200,
      height: 630,
      format: "png",
    });
  }
});

test("structured data parses and holds its types' required properties", () => {
  for (const { path, html } of pages) {
    for (const node of jsonLd(html).flatMap(nodes)) {
      const type = node["@type"] as string;
      const properties = required[type];
      expect(properties, `${path}: unexpected type ${type}`).toBeDefined();
      for (const property of properties ?? []) {
        const value = node[property];
        expect(
          value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0),
          `${path}: ${type}.${property}`,
        ).toBe(true);
      }
    }
  }
});

test("each page kind carries the structured data that describes it", () => {
  for (const { path, html } of indexed) {
    const types = typesOn(html);
    if (path === "/") {
      expect(types).toEqual(expect.arrayContaining(["ProfessionalService", "WebSite"]));
    } else {
      expect(types, path).toContain("BreadcrumbList");
    }
    if (/^\/(services|products|technologies)\/./.test(path))
      expect(types, path).toContain("Service");
    // A page that shows questions and answers says so to search engines, and only such a page.
    const showsFaqs = /<details[\s>]/.test(html) && /id="faq"/.test(html);
    expect(types.includes("FAQPage"), path).toBe(showsFaqs);
    expect(types, `${path}: ratings only beside real reviews`).not.toContain("AggregateRating");
  }
  const service = jsonLd(pages.find((page) => page.path === "/services/website")!.html);
  const trail = nodes(service).filter((node) => node["@type"] === "ListItem");
  expect(trail.map((item) => item["item"])).toEqual([
    `${origin}/`,
    `${origin}/services`,
    `${origin}/services/website`,
  ]);
});

test("the sitemap lists exactly the indexed pages, each with its last change", () => {
  const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const listed = entries.map((entry) => {
    const url = entry.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? "";
    expect(entry, url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    return decodeURIComponent(new URL(url).pathname).replace(/^\/$/, "/");
  });
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(indexed.map((page) => page.path).sort());

  const robots = readFileSync(join(outDir, "robots.txt"), "utf8");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
});

test("a production build carries no preview marks", () => {
  for (const { path, html } of indexed) {
    expect(meta(html, "robots"), path).toBeUndefined();
    expect(html, path).not.toContain("data-preview-banner");
  }
});
