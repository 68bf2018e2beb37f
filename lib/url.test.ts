import { absoluteUrl, siteUrl } from "./url";

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
