import { render, screen, within } from "@testing-library/react";

import { processSteps } from "@/content/process";
import { productsText } from "@/content/sections";

import { ProcessSection } from "./process-section";

const stepsShown = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => [
      item.textContent?.slice(0, 2),
      within(item).getByRole("heading", { level: 3 }).textContent,
    ]);

describe("ProcessSection", () => {
  it("shows the development process by default, its steps numbered in order", () => {
    render(<ProcessSection />);
    expect(stepsShown()).toEqual(
      processSteps.map((step, index) => [String(index + 1).padStart(2, "0"), step.title]),
    );
  });

  it("shows the steps and heading it is given instead: a product's way from demo to launch", () => {
    const { adoption } = productsText;
    render(<ProcessSection heading={adoption} steps={adoption.steps} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(adoption.title);
    expect(stepsShown()).toEqual(
      adoption.steps.map((step, index) => [String(index + 1).padStart(2, "0"), step.title]),
    );
  });
});
