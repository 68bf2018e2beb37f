import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";

import { portfolioProjects } from "@/content/portfolio";
import { productsText } from "@/content/sections";
import { testProduct } from "@/test/product";

import { ProductCard } from "./product-card";

const [project] = portfolioProjects;

describe("ProductCard", () => {
  it("names the client a product was shipped for, from the project it names", () => {
    render(
      <ProductCard
        product={testProduct("pickles", "Pickle Box App", "Jars by post.", {
          project: project!.id,
        })}
      />,
    );
    expect(screen.getByRole("link")).toHaveTextContent(
      productsText.shippedFor(project!.clientName),
    );
  });

  it("names no client for a product that names no project", () => {
    render(<ProductCard product={testProduct("pickles", "Pickle Box App", "Jars by post.")} />);
    expect(screen.getByRole("link")).not.toHaveTextContent(productsText.shippedFor(""));
  });
});
