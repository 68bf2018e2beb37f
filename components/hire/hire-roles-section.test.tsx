import { render, within } from "@testing-library/react";

import { hireRoles } from "@/content/hire";
import { practiceLeads } from "@/content/team";

import { HireRolesSection } from "./hire-roles-section";

// The cards' links fetch their page on intent through the app router.
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

// Another lead for the first role than the one shipped, so the test shows the card follows the
// content rather than a name written into it.
jest.mock("@/content/data/hire.json", () => {
  const actual = jest.requireActual("@/content/data/hire.json");
  const [first, ...rest] = actual.roles;
  return { ...actual, roles: [{ ...first, lead: "mihir-bhatt" }, ...rest] };
});

describe("the roles on /hire", () => {
  it("each names the practice lead who vets it, beside their picture", () => {
    const { container } = render(<HireRolesSection />);
    expect(hireRoles[0]!.lead).toBe("mihir-bhatt");
    for (const role of hireRoles) {
      const card = container.querySelector<HTMLElement>(`#${role.id}`)!;
      const lead = practiceLeads.find((person) => person.id === role.lead)!;
      expect(within(card).getByText(lead.name)).toBeInTheDocument();
      const pictures = [...card.querySelectorAll("img")].map((img) => img.getAttribute("src"));
      expect(pictures).toContain(lead.portrait.src);
    }
  });
});
