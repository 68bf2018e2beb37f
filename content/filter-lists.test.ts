import type { Technology } from "./types";

import { matchesFilter } from "../lib/filter";
import { technologyFilters } from "./filter-lists";

const tech = (id: string, categories: Technology["categories"]): Technology => ({
  id,
  name: id,
  group: "Frontend",
  categories,
  featured: 1,
  description: "",
  useCases: [],
  color: "#000000",
  logo: { monogram: id.slice(0, 3) },
});

const cards = [
  tech("flutter", ["cross-platform", "mobile"]),
  tech("react", ["frontend", "web"]),
  tech("tailwind", ["styling", "frontend"]),
];

describe("technology filter", () => {
  it("offers All and the categories present on the cards, in order of appearance", () => {
    expect(technologyFilters(cards)).toEqual([
      { id: "all", label: "All" },
      { id: "cross-platform", label: "Cross-Platform" },
      { id: "mobile", label: "Mobile" },
      { id: "frontend", label: "Frontend" },
      { id: "web", label: "Web" },
      { id: "styling", label: "Styling" },
    ]);
  });

  it("matchesFilter treats all as everything", () => {
    expect(matchesFilter([], "all")).toBe(true);
    expect(matchesFilter(["web"], "web")).toBe(true);
    expect(matchesFilter(["web"], "mobile")).toBe(false);
  });
});
