import { searchSite, type SearchEntry } from "./search";

const entries: SearchEntry[] = [
  {
    title: "Android App Development",
    description: "Native apps in Kotlin.",
    href: "/services/android",
    kind: "Service",
  },
  {
    title: "Food Delivery App",
    description: "Ordering for restaurants, with Android and iOS apps.",
    href: "/products/food-delivery",
    kind: "Product",
  },
  {
    title: "Privacy Policy",
    description: "How we protect your data.",
    href: "/privacy-policies",
    kind: "Page",
  },
];

describe("searchSite", () => {
  it("finds nothing for an empty or blank query", () => {
    expect(searchSite(entries, "")).toEqual([]);
    expect(searchSite(entries, "   ")).toEqual([]);
  });

  it("matches titles and descriptions case-insensitively, title matches first", () => {
    expect(searchSite(entries, "ANDROID").map((entry) => entry.href)).toEqual([
      "/services/android",
      "/products/food-delivery",
    ]);
  });

  it("requires every word of the query", () => {
    expect(searchSite(entries, "android restaurants").map((entry) => entry.href)).toEqual([
      "/products/food-delivery",
    ]);
    expect(searchSite(entries, "android blockchain")).toEqual([]);
  });

  it("limits the number of results", () => {
    expect(searchSite(entries, "a", 2)).toHaveLength(2);
  });
});
