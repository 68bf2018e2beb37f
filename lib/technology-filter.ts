import { techCategoryLabels } from "@/content/technologies";
import type { Technology } from "@/content/types";

import { ALL, type FilterOption } from "./filter";

/** "All", then each category present on the cards, in the order they first appear. */
export function technologyFilters(technologies: readonly Technology[]): FilterOption[] {
  const present = [...new Set(technologies.flatMap((technology) => technology.categories))];
  return [
    { id: ALL, label: "All" },
    ...present.map((id) => ({ id, label: techCategoryLabels[id] })),
  ];
}
