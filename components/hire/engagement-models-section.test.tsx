import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";

import { engagementModels } from "@/content/hire";

import { EngagementModelsSection } from "./engagement-models-section";

// A price on the first engagement model only: the section follows the content.
jest.mock("@/content/data/hire.json", () => {
  const actual = jest.requireActual("@/content/data/hire.json");
  const [first, ...rest] = actual.engagementModels;
  return {
    ...actual,
    engagementModels: [
      { ...first, price: { amount: "$3,200", per: "a developer a month" } },
      ...rest,
    ],
  };
});

describe("the engagement models on /hire", () => {
  it("show a model's price where the content gives one, and none where it does not", () => {
    render(<EngagementModelsSection />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(engagementModels.length);
    expect(within(cards[0]!).getByText("$3,200")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("a developer a month")).toBeInTheDocument();
    for (const card of cards.slice(1)) {
      expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
    }
  });
});
