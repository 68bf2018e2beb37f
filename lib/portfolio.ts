import type { PortfolioCategory, PortfolioProject } from "@/content/types";

export type PortfolioFilter = "all" | PortfolioCategory;

/** The projects shown under a filter, in their original order. */
export function filterProjects(
  projects: readonly PortfolioProject[],
  filter: PortfolioFilter,
): PortfolioProject[] {
  if (filter === "all") return [...projects];
  return projects.filter((project) => project.category === filter);
}
