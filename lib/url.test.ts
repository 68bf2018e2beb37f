import { absoluteUrl, pagePath, pageUrl, siteUrl } from "./url";

describe("site URLs", () => {
  it("drops trailing slashes and falls back when unset", () => {
    expect(siteUrl("https://example.com///")).toBe("https://example.com");
    expect(siteUrl("  ")).toBe("https://www.dunga.in");
    expect(siteUrl(undefined)).toBe("https://www.dunga.in");
  });

  it("joins paths with exactly one slash", () => {
    expect(absoluteUrl("/about", "https://example.com")).toBe("https://example.com/about");
    expect(absoluteUrl("quote", "https://example.com")).toBe("https://example.com/quote");
  });
});

describe("a page's address", () => {
  it("percent-encodes each segment of the route, and only that", () => {
    expect(pagePath("/services/ai-&-machine-learning")).toBe("/services/ai-%26-machine-learning");
    expect(pagePath("/about")).toBe("/about");
    expect(pagePath("quote")).toBe("/quote");
    expect(pagePath("/")).toBe("/");
    // A fragment names a section in the page; its spelling is the section's id.
    expect(pagePath("/hire#react-&-node")).toBe("/hire#react-&-node");
  });

  it("is the origin and the encoded path, home the bare origin", () => {
    const base = "https://example.com";
    expect(pageUrl("/services/ai-&-machine-learning", base)).toBe(
      "https://example.com/services/ai-%26-machine-learning",
    );
    expect(pageUrl("/", base)).toBe(base);
  });

  it("is what a URL parser makes of it, so no framework rewrites it on the way out", () => {
    for (const path of ["/", "/about", "/services/ai-&-machine-learning", "/a b/ü/c+d@e"]) {
      const url = pageUrl(path, "https://example.com");
      // How Next.js writes a canonical or og:url given an absolute address.
      const parsed = new URL(url);
      expect(parsed.pathname === "/" ? parsed.origin : parsed.href).toBe(url);
      expect(decodeURIComponent(parsed.pathname)).toBe(path);
      expect(url).toMatch(/^[A-Za-z0-9:/.%_~!*'()-]+$/);
    }
  });
});
