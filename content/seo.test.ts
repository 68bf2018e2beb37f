import { cardSlug, pageMetadata } from "./seo";
import { pageUrl } from "../lib/url";

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
