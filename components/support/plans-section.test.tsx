import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";

import { supportPlans } from "@/content/support";

import { PlansSection } from "./plans-section";

// The plans' buttons fetch their page on intent through the app router.
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

// A price on the second plan only, as the editor would give one: the page follows the content.
jest.mock("@/content/data/support.json", () => {
  const actual = jest.requireActual("@/content/data/support.json");
  const [first, second, ...rest] = actual.plans;
  return {
    ...actual,
    plans: [first, { ...second, price: { amount: "₹1,20,000", per: "a month" } }, ...rest],
  };
});

describe("the support plans", () => {
  it("show a plan's price where the content gives one, and none where it does not", () => {
    render(<PlansSection />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(supportPlans.length);
    const priced = within(cards[1]!);
    expect(priced.getByRole("heading", { name: supportPlans[1]!.name })).toBeInTheDocument();
    expect(priced.getByText("₹1,20,000")).toBeInTheDocument();
    expect(priced.getByText("a month")).toBeInTheDocument();
    for (const card of [cards[0]!, cards[2]!]) {
      expect(within(card).queryByText(/₹|\$/)).not.toBeInTheDocument();
    }
  });
});
