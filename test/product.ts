import type { Product } from "@/content/types";

/** A catalogue product for tests: only what a test names differs from a plain retail app. */
export function testProduct(
  id: string,
  title: string,
  description: string,
  flags: Partial<Product> = {},
): Product {
  return {
    id,
    title,
    description,
    icon: "store",
    industry: "Retail",
    modules: [],
    platforms: [],
    features: [],
    ...flags,
  };
}
