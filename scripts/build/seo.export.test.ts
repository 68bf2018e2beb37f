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
import MiniSearch from "minisearch";

import { loadSearchIndex } from "../../lib/search";
import { pageUrl } from "../../lib/url";
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
  // A job posting: what Google's job search requires (where the job is is checked on its own below).
  JobPosting: [
    "title",
    "description",
    "datePosted",
    "validThrough",
    "employmentType",
    "hiringOrganization",
  ],
  Place: ["address"],
  Country: ["name"],
  PropertyValue: ["name", "value"],
  MonetaryAmount: ["currency", "value"],
  QuantitativeValue: ["minValue", "maxValue", "unitText"],
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
    // The address names this very file: its path, percent-decoded, is the file's.
    const named = canonical?.startsWith(origin) ? new URL(canonical).pathname : undefined;
    if (named === undefined || decodeURIComponent(named) !== path) {
      problems.push(`${path}: canonical ${canonical} names another page`);
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
    if (/^\/careers\/./.test(path)) expected.push("JobPosting");
    if (/^\/portfolio\/./.test(path)) expected.push("Article");
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
    origin,
    `${origin}/services`,
    `${origin}/services/website`,
  ]);
});

test("each role's posting says where the job is, who hires, and until when", () => {
  const problems: string[] = [];
  const postings = pages.filter((page) => /^\/careers\/./.test(page.path));
  expect(postings.length).toBeGreaterThan(0);
  for (const { path, html } of postings) {
    const posting = jsonLd(html)
      .flatMap(nodes)
      .find((node) => node["@type"] === "JobPosting");
    if (!posting) {
      problems.push(`${path}: no JobPosting`);
      continue;
    }
    const hiring = posting["hiringOrganization"] as Record<string, unknown>;
    for (const property of ["name", "sameAs", "logo"]) {
      if (!hiring?.[property]) problems.push(`${path}: hiringOrganization.${property} is empty`);
    }
    // At an address, or remote for applicants in a named country.
    const remote =
      posting["jobLocationType"] === "TELECOMMUTE" &&
      Boolean(posting["applicantLocationRequirements"]);
    if (!posting["jobLocation"] && !remote) problems.push(`${path}: says nowhere where the job is`);
    const types = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"];
    if (!types.includes(posting["employmentType"] as string)) {
      problems.push(`${path}: employmentType ${String(posting["employmentType"])}`);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(posting["datePosted"] as string)) {
      problems.push(`${path}: datePosted ${String(posting["datePosted"])}`);
    }
    const until = Date.parse(posting["validThrough"] as string);
    // A page is built only for a role still open: its last day has not passed.
    if (!(until >= Date.now() - 24 * 60 * 60 * 1000)) {
      problems.push(`${path}: validThrough ${String(posting["validThrough"])} has passed`);
    }
    if (posting["url"] !== `${origin}${path}`)
      problems.push(`${path}: url ${String(posting["url"])}`);
  }
  expect(problems).toEqual([]);
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

/** The address in each canonical link or og:url tag exactly as the HTML writes it, entities and all. */
function writtenAddresses(html: string): [where: string, url: string | undefined][] {
  return (html.match(/<(?:meta|link)\s[^>]*>/g) ?? []).flatMap((tag) => {
    if (tag.includes('rel="canonical"'))
      return [["canonical as written", /href="([^"]*)"/.exec(tag)?.[1]]];
    if (tag.includes('property="og:url"'))
      return [["og:url as written", /content="([^"]*)"/.exec(tag)?.[1]]];
    return [];
  });
}

test("each page has one address, byte for byte, wherever it is named", () => {
  const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]));
  // Each page's path is its id in the index.
  const searchIndex = loadSearchIndex(readFileSync(join(outDir, "search-index.json"), "utf8"));
  const hrefs = [...searchIndex.search(MiniSearch.wildcard)].map(({ id }) => String(id));
  // Its links are paths on this site: the address is the origin and the path as written.
  const searched = new Set(hrefs.map((href) => (href === "/" ? origin : `${origin}${href}`)));
  const problems: string[] = [];
  for (const { path, html } of indexed) {
    // The one function every place takes the address from, applied to this file's path.
    const address = pageUrl(path, origin);
    const named: [where: string, url: unknown][] = [
      ["canonical", meta(html, "canonical")],
      ["og:url", meta(html, "og:url")],
      // An address that needs an entity in HTML ("&amp;") would be spelt two ways.
      ...writtenAddresses(html),
    ];
    for (const node of jsonLd(html).flatMap(nodes)) {
      const type = node["@type"];
      if (type === "WebSite" || type === "Service") named.push([`${type}.url`, node["url"]]);
      if (type === "BreadcrumbList") {
        const trail = node["itemListElement"] as Record<string, unknown>[];
        named.push(["the breadcrumb's last item", trail.at(-1)?.["item"]]);
      }
    }
    for (const [where, url] of named) {
      if (url !== address) problems.push(`${path}: ${where} is ${String(url)}, not ${address}`);
    }
    if (!listed.has(address)) problems.push(`${path}: the sitemap does not list ${address}`);
    // The search page itself is no result of the search (content/search-index.ts).
    if (path !== "/search" && !searched.has(address))
      problems.push(`${path}: the search index has no ${address}`);
  }
  expect(problems).toEqual([]);
  // No address needs an entity in the sitemap's XML either: its text is the addresses as they are.
  expect(sitemap).not.toContain("&");
});

test("a production build carries no preview marks", () => {
  const marked = indexed
    .filter(
      ({ html }) => meta(html, "robots") !== undefined || html.includes("data-preview-banner"),
    )
    .map(({ path }) => path);
  expect(marked).toEqual([]);
});
