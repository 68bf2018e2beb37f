import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";

import { practiceLeads } from "@/content/team";

import { EndTile } from "./end-tile";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

const ask = {
  title: "A problem that fits none of these?",
  description: "Describe it in a few lines.",
  link: { label: "Get a Quote", href: "/quote" },
};
const [lead] = practiceLeads;

describe("EndTile", () => {
  it("names who the question goes to, with their role and portrait", () => {
    render(<EndTile {...ask} person={{ person: lead!, label: "Your question goes to" }} />);
    expect(screen.getByText("Your question goes to").parentElement).toHaveTextContent(
      `${lead!.name}, ${lead!.role}`,
    );
    // The portrait is decorative beside the name (alt ""): presentation, not img.
    const portraits = screen.getAllByRole("presentation").map((image) => image.getAttribute("src"));
    expect(portraits.length).toBeGreaterThan(0);
    for (const src of portraits) expect(src).toBe(lead!.portrait.src);
    expect(screen.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
  });

  it("names no one and shows no portrait without a person", () => {
    render(<EndTile {...ask} />);
    expect(screen.queryByRole("presentation")).toBeNull();
    expect(screen.getByRole("heading", { name: ask.title })).toBeInTheDocument();
  });
});
