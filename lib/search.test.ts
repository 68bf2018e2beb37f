import { buildSearchIndex, loadSearchIndex, searchSite, type SearchDocument } from "./search";

const documents: SearchDocument[] = [
  {
    href: "/services/android",
    kind: "Service",
    title: "Android App Development",
    description: "Native apps in Kotlin.",
    text: "Play Store · Jetpack Compose",
  },
  {
    href: "/products/food-delivery",
    kind: "Product",
    title: "Food Delivery App",
    description: "Ordering for restaurants, with Android and iOS apps.",
  },
  {
    href: "/products/cafe",
    kind: "Product",
    title: "Café Ordering",
    description: "Tables order from their phones.",
  },
  {
    href: "/privacy-policies",
    kind: "Page",
    title: "Privacy Policy",
    description: "How we protect your data.",
  },
];

const index = buildSearchIndex(documents);
const hrefs = (query: string) => searchSite(index, query).map((result) => result.href);

describe("searchSite", () => {
  it("finds nothing for an empty or blank query", () => {
    expect(searchSite(index, "")).toEqual([]);
    expect(searchSite(index, "   ")).toEqual([]);
  });

  it("ranks a match in the title above one in the description", () => {
    expect(hrefs("ANDROID")).toEqual(["/services/android", "/products/food-delivery"]);
  });

  it("finds a page by its other words, showing the item that matched, not the rest", () => {
    expect(hrefs("jetpack")).toEqual(["/services/android"]);
    expect(searchSite(index, "jetpack")[0]).toEqual({
      href: "/services/android",
      kind: "Service",
      title: "Android App Development",
      description: "Native apps in Kotlin.",
      match: "Jetpack Compose",
      terms: ["jetpack"],
    });
  });

  it("shows where a page found only by its other words matched, and nothing more", () => {
    expect(searchSite(index, "compose")[0]?.match).toBe("Jetpack Compose");
    // A typo and a word's start resolve to the word the item holds.
    expect(searchSite(index, "jetpak compo")[0]?.match).toBe("Jetpack Compose");
    // Found by its title or description, a result shows those alone.
    expect(searchSite(index, "android")[0]?.match).toBeUndefined();
    expect(searchSite(loadSearchIndex(JSON.stringify(index)), "play")[0]?.match).toBe("Play Store");
  });

  it("gives the page's words the query matched, a typo and a word's start resolved", () => {
    expect(searchSite(index, "jetpak compo")[0]?.terms.sort()).toEqual(["compose", "jetpack"]);
  });

  it("matches the start of a word, a typo in a long word, and ignores accents", () => {
    expect(hrefs("priv")).toEqual(["/privacy-policies"]);
    expect(hrefs("restaurnts")).toEqual(["/products/food-delivery"]);
    expect(hrefs("cafe")).toEqual(["/products/cafe"]);
  });

  it("wants every word, and falls back to any word when no page has them all", () => {
    expect(hrefs("android restaurants")).toEqual(["/products/food-delivery"]);
    expect(hrefs("android privacy")).toEqual(
      expect.arrayContaining(["/services/android", "/privacy-policies"]),
    );
    expect(hrefs("blockchain")).toEqual([]);
  });

  it("puts the page whose title is the query before better-scored ones", () => {
    const named = buildSearchIndex([
      { href: "/a", kind: "Technology", title: "React Native", description: "React Native apps." },
      { href: "/b", kind: "Technology", title: "React", description: "Web interfaces." },
    ]);
    expect(searchSite(named, "react").map((result) => result.href)).toEqual(["/b", "/a"]);
    expect(searchSite(named, "react native").map((result) => result.href)).toEqual(["/a"]);
  });

  it("limits the number of results", () => {
    expect(searchSite(index, "app", 1)).toHaveLength(1);
  });

  it("answers the same from the index's JSON as from the index built", () => {
    const loaded = loadSearchIndex(JSON.stringify(index));
    for (const query of ["android", "food", "priv", "cafe", "android privacy"]) {
      expect(searchSite(loaded, query)).toEqual(searchSite(index, query));
    }
  });
});
