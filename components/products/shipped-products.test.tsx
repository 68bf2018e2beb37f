import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";

import { portfolioProjects, wordmarkOf } from "@/content/portfolio";
import { testProduct } from "@/test/product";

import { ShippedProducts } from "./shipped-products";

const [first, second] = portfolioProjects;

describe("ShippedProducts", () => {
  it("shows each product that names a project, by its client, its screens and result, opening the case study", () => {
    render(
      <ShippedProducts
        products={[
          testProduct("pickles", "Pickle Box App", "Jars by post.", { project: first!.id }),
          testProduct("papads", "Papad App", "Crisp by post."),
          testProduct("chutneys", "Chutney App", "Sauces by post.", { project: second!.id }),
        ]}
      />,
    );
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    for (const [index, project] of [first!, second!].entries()) {
      const card = within(cards[index]!);
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(wordmarkOf(project));
      const [label, value] = Object.entries(project.stats)[0]!;
      expect(cards[index]).toHaveTextContent(`${value}${label}`);
      expect(card.getByRole("link")).toHaveAttribute("href", project.projectLink);
      // The client's own app, as its case study shows it: not the catalogue product's screens.
      expect(cards[index]!.querySelector("img")).toHaveAttribute("src", project.image.src);
    }
    // The heading counts what the band shows, not the catalogue.
    expect(screen.getByRole("heading", { level: 2 }).parentElement).toHaveTextContent(/\b2\b/);
  });

  it("is left out when no product names a project", () => {
    const { container } = render(
      <ShippedProducts products={[testProduct("papads", "Papad App", "Crisp by post.")]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
