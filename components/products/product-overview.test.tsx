import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";

import { products } from "@/content/products";

import { ProductFacts } from "./product-overview";

describe("a product's facts in its band", () => {
  const product = products[0]!;

  it("show its price where the content gives one", () => {
    render(<ProductFacts product={{ ...product, price: { amount: "From ₹3,50,000" } }} />);
    expect(screen.getByText("From ₹3,50,000")).toBeInTheDocument();
  });

  it("show no price where it gives none, its platforms still", () => {
    const { container } = render(<ProductFacts product={{ ...product, price: undefined }} />);
    expect(container).not.toHaveTextContent(/₹|\$/);
    expect(container).toHaveTextContent(product.platforms[0]!);
  });
});
