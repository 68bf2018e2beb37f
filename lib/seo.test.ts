import { cardSlug, metaDescription, pageMetadata } from "./seo";
import { pageUrl } from "./url";

describe("metaDescription", () => {
  it("keeps a description that fits", () => {
    const text =
      "A ready-made taxi platform with rider and driver apps, live tracking and payouts.";
    expect(metaDescription(text)).toBe(text);
  });

  it("shortens a long one to its leading whole sentences", () => {
    const first = "A complete ordering and delivery platform for restaurants and cloud kitchens.";
    const second =
      "Customers order, pay and track riders live, while you manage menus and payouts.";
    const summary = metaDescription(`${first} ${second} Offers and loyalty come built in.`);
    expect(summary).toBe(`${first} ${second}`);
  });

  it("cuts at a word with an ellipsis when no sentence fits", () => {
    const summary = metaDescription(`${"word ".repeat(60)}end.`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
  });
});

describe("cardSlug", () => {
  it("names one file per page, safe in any URL", () => {
    expect(cardSlug("/")).toBe("home");
    expect(cardSlug("/services/ai-&-machine-learning")).toBe("services-ai-machine-learning");
    expect(cardSlug("/products/food-delivery")).toBe("products-food-delivery");
  });
});

describe("pageMetadata", () => {
  it("gives search results and sharing the same description, canonical and card", () => {
    const metadata = pageMetadata({
      path: "/hire",
      title: "Hire Developers",
      description: "Dedicated developers from India who join your team, full time or by the hour.",
    });
    expect(metadata.alternates?.canonical).toBe(pageUrl("/hire"));
    expect(metadata.openGraph?.url).toBe(metadata.alternates?.canonical);
    expect(metadata.openGraph?.description).toBe(metadata.description);
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: "/og/hire.png" })]);
    expect(metadata.twitter).toEqual(expect.objectContaining({ card: "summary_large_image" }));
  });
});
