import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";

import { serviceCategories, services } from "@/content/services";
import { serviceDetailText } from "@/content/sections";
import { practiceLeads } from "@/content/team";

import { ServiceOverview } from "./service-overview";

// Another lead for the mobile category than the one shipped, so the test shows the overview
// follows the content rather than a name written into it.
jest.mock("@/content/data/services.json", () => {
  const actual = jest.requireActual("@/content/data/services.json");
  return {
    ...actual,
    categories: actual.categories.map((category: { id: string }) =>
      category.id === "mobile-development" ? { ...category, lead: "karan-trivedi" } : category,
    ),
  };
});

describe("a service's overview", () => {
  it("names, under its heading, the practice lead of the service's category", () => {
    const android = services.find((service) => service.id === "android")!;
    expect(serviceCategories.find((category) => category.id === android.categoryId)!.lead).toBe(
      "karan-trivedi",
    );
    render(<ServiceOverview service={android} />);
    const lead = practiceLeads.find((person) => person.id === "karan-trivedi")!;
    const line = screen.getByText(serviceDetailText.overviewLead).closest("p")!;
    expect(line).toHaveTextContent(`${lead.name}, ${lead.role}`);
    expect(line.querySelector("img")).toHaveAttribute("src", lead.portrait.src);
    expect(screen.getByRole("heading", { name: serviceDetailText.overview })).toBeInTheDocument();
  });
});
