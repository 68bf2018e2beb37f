import type { TechCategory, Technology } from "@/content/types";

import { ALL, type FilterOption } from "./filter";

const labels: Record<TechCategory, string> = {
  "cross-platform": "Cross-Platform",
  mobile: "Mobile",
  frontend: "Frontend",
  "full-stack": "Full Stack",
  web: "Web",
  backend: "Backend",
  styling: "Styling",
};

/** "All", then each category present on the cards, in the order they first appear. */
export function technologyFilters(technologies: readonly Technology[]): FilterOption[] {
  const present = [...new Set(technologies.flatMap((technology) => technology.categories))];
  return [{ id: ALL, label: "All" }, ...present.map((id) => ({ id, label: labels[id] }))];
}
