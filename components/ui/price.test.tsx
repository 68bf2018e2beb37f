import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";

import { Price } from "./price";

describe("a price", () => {
  it("shows the amount and what it is for, in one paragraph a screen reader reads as one", () => {
    render(<Price price={{ amount: "₹45,000", per: "a month" }} />);
    expect(screen.getByText("₹45,000").closest("p")?.textContent).toBe("₹45,000 a month");
    expect(screen.getByText("a month")).toBeInTheDocument();
  });

  it("shows a one-off amount alone", () => {
    const { container } = render(<Price price={{ amount: "From $18,000" }} />);
    expect(container.querySelector("p")?.children).toHaveLength(1);
  });

  it("shows nothing where the content gives no price", () => {
    const { container } = render(<Price price={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
