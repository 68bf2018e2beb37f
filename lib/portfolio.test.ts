import type { PortfolioCategory, PortfolioProject } from "@/content/types";
import { filterProjects } from "./portfolio";

function project(id: string, category: PortfolioCategory): PortfolioProject {
  return {
    id,
    title: id,
    category,
    image: { src: `/images/portfolio/${id}.webp`, alt: id, width: 1200, height: 900 },
    art: { screen: "commerce", hue: 0, accent: "#4338ca" },
    description: "",
    technologies: [],
    challengeSolved: "",
    stats: {},
    clientName: "",
    projectDuration: "3 months",
    projectLink: `/portfolio#${id}`,
  };
}

const projects = [
  project("a", "web"),
  project("b", "mobile"),
  project("c", "web"),
  project("d", "game"),
  project("e", "ai"),
];

describe("filterProjects", () => {
  it("returns every project, in order, for 'all'", () => {
    expect(filterProjects(projects, "all").map((p) => p.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("keeps only the projects of the chosen category, in order", () => {
    expect(filterProjects(projects, "web").map((p) => p.id)).toEqual(["a", "c"]);
    expect(filterProjects(projects, "ai").map((p) => p.id)).toEqual(["e"]);
  });

  it("returns an empty list when no project has the category", () => {
    expect(filterProjects(projects, "design")).toEqual([]);
  });

  it("does not mutate the input and returns a new array", () => {
    const copy = [...projects];
    const all = filterProjects(projects, "all");
    expect(all).not.toBe(projects);
    all.pop();
    expect(projects).toEqual(copy);
  });
});
