import { render, screen, within } from "@testing-library/react";

import { buildSearchIndex, searchSite } from "@/lib/search";

import { markMatches } from "./search-page";
import { SearchResults } from "./search-results";

const index = buildSearchIndex([
  {
    href: "/technologies/aws",
    kind: "Technology",
    title: "AWS",
    description: "Cloud hosting for apps of any size.",
    text: "Cloud & DevOps · Continuous delivery pipelines · Serverless APIs",
  },
  {
    href: "/products/logistics",
    kind: "Product",
    title: "Logistics & Delivery App",
    description: "Fleets, routes and proof of delivery.",
    text: "Driver app · Dispatch panel",
  },
]);

const shown = (query: string) => {
  render(
    <SearchResults
      state={{ query, results: searchSite(index, query), failed: false }}
      mark={markMatches}
    />,
  );
  return screen.getAllByRole("link");
};

describe("SearchResults", () => {
  it("shows why a page found by its other words is there, the query's word marked", () => {
    const [, aws] = shown("delivery");
    expect(aws).toHaveAttribute("href", "/technologies/aws");
    expect(aws).toHaveTextContent("Continuous delivery pipelines");
    expect(within(aws!).getAllByText("delivery", { selector: "mark" })).toHaveLength(1);
  });

  it("shows nothing more for a page whose title or description holds the word", () => {
    const [logistics] = shown("delivery");
    expect(logistics).toHaveAttribute("href", "/products/logistics");
    expect(logistics).not.toHaveTextContent("Driver app");
    expect(logistics).not.toHaveTextContent("Dispatch panel");
  });
});
