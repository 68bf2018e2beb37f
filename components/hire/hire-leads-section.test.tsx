import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";

import { hireRoles } from "@/content/hire";
import { practiceLeads } from "@/content/team";

import { HireLeadsSection } from "./hire-leads-section";

// Another lead for the first role than the one shipped, so the test shows the section follows the
// content rather than names written into it.
jest.mock("@/content/data/hire.json", () => {
  const actual = jest.requireActual("@/content/data/hire.json");
  const [first, ...rest] = actual.roles;
  return { ...actual, roles: [{ ...first, lead: "mihir-bhatt" }, ...rest] };
});

describe("the leads who vet the roles on /hire", () => {
  it("shows each lead a role names once, with their portrait and links to the roles they vet", () => {
    render(<HireLeadsSection />);
    expect(hireRoles[0]!.lead).toBe("mihir-bhatt");
    const ids = [...new Set(hireRoles.map((role) => role.lead))];
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(ids.length);
    ids.forEach((id, at) => {
      const lead = practiceLeads.find((person) => person.id === id)!;
      const card = cards[at]!;
      expect(within(card).getByRole("heading", { name: lead.name })).toBeInTheDocument();
      expect(card.querySelector("img")).toHaveAttribute("src", lead.portrait.src);
      const vetted = hireRoles.filter((role) => role.lead === id);
      expect(
        within(card)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual(vetted.map((role) => [role.title, `#${role.id}`]));
    });
  });
});
