import sitemap from "@/app/sitemap";
import { buildSearchIndex, searchSite } from "@/lib/search";

import { hireRoles } from "./hire";
import { searchDocuments, searchKinds } from "./search-index";
import { searchPageText } from "./sections";

const documents = searchDocuments();
const index = buildSearchIndex(documents);
const first = (query: string) => searchSite(index, query)[0]?.href;

/** The pages the build exports, as their paths (the sitemap lists every one). */
const builtPages = new Set(
  sitemap().map((entry) => decodeURIComponent(new URL(entry.url).pathname)),
);
const pathOf = (href: string) => decodeURIComponent(href.split("#")[0]!);

describe("the site search's index", () => {
  it("holds pages of every kind, each under its own kind's name", () => {
    const kinds = searchKinds.map((entry) => entry.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const { kind, documents: ofKind } of searchKinds) {
      expect({ kind, count: ofKind().length }).toEqual({ kind, count: expect.any(Number) });
      expect(ofKind().length).toBeGreaterThan(0);
      expect(documents.filter((document) => document.kind === kind)).toHaveLength(ofKind().length);
    }
  });

  it("links only to pages the build exports, and to anchors that exist", () => {
    const missing = documents
      .map((document) => document.href)
      .filter((href) => {
        const path = pathOf(href);
        return !builtPages.has(path === "" ? "/" : path);
      });
    expect(missing).toEqual([]);
    const anchors = documents.flatMap((document) => document.href.split("#").slice(1));
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) expect(hireRoles.map((role) => role.id)).toContain(anchor);
  });

  it("finds every page the build exports, but the search page itself", () => {
    const found = new Set(documents.map((document) => pathOf(document.href)));
    const unfound = [...builtPages].filter((path) => path !== "/search" && !found.has(path));
    expect(unfound).toEqual([]);
    expect(found.has("/search")).toBe(false);
  });

  it("has one entry a page, each with a title and a description", () => {
    const hrefs = documents.map((document) => document.href);
    expect(hrefs.filter((href, at) => hrefs.indexOf(href) !== at)).toEqual([]);
    for (const document of documents) {
      expect(document.title.trim()).not.toBe("");
      expect(document.description.trim()).not.toBe("");
    }
  });
});

describe("the search page's suggested searches", () => {
  it("each find pages holding every word of it", () => {
    // The index's own search takes every word (searchSite falls back to any word).
    const found = searchPageText.suggestions.queries.map((query) => [
      query,
      index.search(query).length > 0,
    ]);
    expect(found.filter(([, any]) => !any)).toEqual([]);
  });
});

describe("the site search's ranking", () => {
  it("puts the page named by the query first", () => {
    expect(first("flutter")).toBe("/technologies/flutter");
    expect(first("react")).toBe("/technologies/react");
    expect(first("android")).toBe("/services/android");
    expect(first("privacy")).toBe("/privacy-policies");
    expect(first("careers")).toBe("/careers");
  });

  it("finds a page by what it is about, not only its name", () => {
    // The article on clinic booking apps names it in its title; the product is about it.
    expect(
      searchSite(index, "clinic")
        .slice(0, 3)
        .map((result) => result.href),
    ).toContain("/products/healthcare");
    expect(first("taxi")).toBe("/products/taxi-booking");
  });

  it("forgives a typo and finishes a word being typed", () => {
    expect(first("fluter")).toBe("/technologies/flutter");
    expect(first("flutt")).toBe("/technologies/flutter");
  });
});
