import "@testing-library/jest-dom";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { Product } from "@/content/types";
import { testProduct } from "@/test/product";

import { ProductCatalogue } from "./product-catalogue";

const product = testProduct;

const products: Product[] = [
  product("food-delivery", "Food Delivery App", "Order meals and track riders.", { isHot: true }),
  product("grocery-delivery", "Grocery Delivery App", "Fresh produce at home.", { isNew: true }),
  product("healthcare", "Healthcare Platform", "Book doctors and video consultations."),
  product("news", "News Portal", "Breaking stories with an app for readers.", { isNew: true }),
];

function renderCatalogue() {
  return render(
    <ProductCatalogue products={products}>
      {products.map((item) => (
        <a key={item.id} href={`/products/${item.id}`}>
          {item.title}
        </a>
      ))}
    </ProductCatalogue>,
  );
}

/** The titles of the cards that are not hidden, in order. */
const visibleTitles = () =>
  within(screen.getByRole("list", { name: "Products" }))
    .queryAllByRole("link")
    .map((link) => link.textContent);

const goTo = (url: string) => window.history.replaceState(null, "", url);

describe("ProductCatalogue", () => {
  beforeEach(() => goTo("/products"));

  it("shows every card, the search box and the filters when the URL has no query", () => {
    renderCatalogue();
    expect(visibleTitles()).toEqual(products.map((item) => item.title));
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveAttribute(
      "placeholder",
      "Search products...",
    );
    for (const [label, pressed] of [
      ["All", "true"],
      ["New", "false"],
      ["Hot", "false"],
    ]) {
      expect(screen.getByRole("radio", { name: label, checked: pressed === "true" })).toBeVisible();
    }
    expect(screen.getByRole("status")).toHaveTextContent("Showing 4 of 4 products");
  });

  it("filters on every keystroke, ignoring case, by title and description", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    const box = screen.getByRole("searchbox");

    await user.type(box, "DELIV");
    expect(visibleTitles()).toEqual(["Food Delivery App", "Grocery Delivery App"]);

    await user.clear(box);
    await user.type(box, "video");
    expect(visibleTitles()).toEqual(["Healthcare Platform"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 4 products");
    expect(box).toHaveValue("video");
  });

  it("narrows to new or hot products and back to all", async () => {
    const user = userEvent.setup();
    renderCatalogue();

    await user.click(screen.getByRole("radio", { name: "New" }));
    expect(visibleTitles()).toEqual(["Grocery Delivery App", "News Portal"]);
    expect(screen.getByRole("radio", { name: "New" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "All" })).not.toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Hot" }));
    expect(visibleTitles()).toEqual(["Food Delivery App"]);

    await user.click(screen.getByRole("radio", { name: "All" }));
    expect(visibleTitles()).toHaveLength(4);
  });

  it("combines the search with the filter", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.type(screen.getByRole("searchbox"), "app");
    await user.click(screen.getByRole("radio", { name: "New" }));
    expect(visibleTitles()).toEqual(["Grocery Delivery App", "News Portal"]);
  });

  it("shows the empty state when nothing matches, and clears it", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    expect(screen.queryByText("No products found")).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox"), "zzz");
    expect(visibleTitles()).toEqual([]);
    expect(screen.getByText("No products found")).toBeVisible();
    expect(screen.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 of 4 products");

    await user.click(screen.getByRole("button", { name: "Show all products" }));
    expect(visibleTitles()).toHaveLength(4);
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("reads the search and filter from the URL", () => {
    goTo("/products?q=App&filter=hot");
    renderCatalogue();
    expect(screen.getByRole("searchbox")).toHaveValue("App");
    expect(screen.getByRole("radio", { name: "Hot" })).toBeChecked();
    expect(visibleTitles()).toEqual(["Food Delivery App"]);
  });

  it("treats an unknown filter in the URL as all", () => {
    goTo("/products?filter=cheap");
    renderCatalogue();
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
    expect(visibleTitles()).toHaveLength(4);
  });

  it("writes the search to the URL without adding history entries", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    const entries = window.history.length;
    await user.type(screen.getByRole("searchbox"), "food app");
    expect(window.location.search).toBe("?q=food+app");
    expect(window.history.length).toBe(entries);

    await user.clear(screen.getByRole("searchbox"));
    expect(window.location.search).toBe("");
  });

  it("adds a history entry per filter, and the back button restores the previous view", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.type(screen.getByRole("searchbox"), "app");
    const entries = window.history.length;

    await user.click(screen.getByRole("radio", { name: "Hot" }));
    expect(window.location.search).toBe("?q=app&filter=hot");
    expect(window.history.length).toBe(entries + 1);
    expect(visibleTitles()).toEqual(["Food Delivery App"]);

    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.search).toBe("?q=app"));
    await waitFor(() => expect(visibleTitles()).toHaveLength(3));
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
    expect(screen.getByRole("searchbox")).toHaveValue("app");
  });

  it("starts from the current URL again when mounted anew", async () => {
    const user = userEvent.setup();
    const { unmount } = renderCatalogue();
    await user.click(screen.getByRole("radio", { name: "New" }));
    unmount();

    goTo("/products");
    renderCatalogue();
    expect(visibleTitles()).toHaveLength(4);
  });
});
