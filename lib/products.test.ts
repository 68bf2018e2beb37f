import type { Product } from "@/content/types";
import { testProduct } from "@/test/product";

import { filterProducts, parseProductFilter } from "./products";

const product = testProduct;

const catalogue: Product[] = [
  product("food", "Food Delivery App", "Order meals from restaurants.", { isHot: true }),
  product("grocery", "Grocery Delivery App", "Fresh vegetables at your door.", { isNew: true }),
  product("taxi", "Taxi Booking App", "Ride-hailing with live tracking.", { isHot: true }),
  product("news", "News App", "Breaking news and delivery of daily editions.", { isNew: true }),
  product("travel", "Travel Booking App", "Flights, hotels and holidays."),
];

function idsOf(items: Product[]): string[] {
  return items.map((item) => item.id);
}

describe("filterProducts", () => {
  it("returns everything for an empty or blank query with the 'all' filter", () => {
    expect(idsOf(filterProducts(catalogue, "", "all"))).toEqual(idsOf(catalogue));
    expect(idsOf(filterProducts(catalogue, "   \t", "all"))).toEqual(idsOf(catalogue));
  });

  it("matches the title without regard to case", () => {
    expect(idsOf(filterProducts(catalogue, "BOOKING", "all"))).toEqual(["taxi", "travel"]);
    expect(idsOf(filterProducts(catalogue, "taxi", "all"))).toEqual(["taxi"]);
  });

  it("matches the description as well as the title", () => {
    expect(idsOf(filterProducts(catalogue, "Vegetables", "all"))).toEqual(["grocery"]);
    expect(idsOf(filterProducts(catalogue, "delivery", "all"))).toEqual([
      "food",
      "grocery",
      "news",
    ]);
  });

  it("trims the query before matching", () => {
    expect(idsOf(filterProducts(catalogue, "  news app  ", "all"))).toEqual(["news"]);
  });

  it("keeps only new or only hot products", () => {
    expect(idsOf(filterProducts(catalogue, "", "new"))).toEqual(["grocery", "news"]);
    expect(idsOf(filterProducts(catalogue, "", "hot"))).toEqual(["food", "taxi"]);
  });

  it("combines the search with the filter", () => {
    expect(idsOf(filterProducts(catalogue, "delivery", "hot"))).toEqual(["food"]);
    expect(idsOf(filterProducts(catalogue, "delivery", "new"))).toEqual(["grocery", "news"]);
    expect(idsOf(filterProducts(catalogue, "booking", "new"))).toEqual([]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(filterProducts(catalogue, "blockchain", "all")).toEqual([]);
  });

  it("does not change the list it is given", () => {
    const copy = [...catalogue];
    filterProducts(catalogue, "app", "hot");
    expect(catalogue).toEqual(copy);
  });
});

describe("parseProductFilter", () => {
  it("accepts the three filters", () => {
    expect(parseProductFilter("all")).toBe("all");
    expect(parseProductFilter("new")).toBe("new");
    expect(parseProductFilter("hot")).toBe("hot");
  });

  it("falls back to 'all' for anything else", () => {
    expect(parseProductFilter(null)).toBe("all");
    expect(parseProductFilter("")).toBe("all");
    expect(parseProductFilter("HOT")).toBe("all");
    expect(parseProductFilter("popular")).toBe("all");
  });
});

describe("searchable", () => {
  it("keeps only what the search and filter read, so the page sends no more", async () => {
    const { products } = await import("@/content/products");
    const { searchable } = await import("./products");
    const slim = searchable(products[0]!);
    expect(Object.keys(slim).sort()).toEqual(["description", "id", "isHot", "isNew", "title"]);
    expect(slim.id).toBe(products[0]!.id);
  });
});
