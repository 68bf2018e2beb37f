import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";

import { featuredTechnologies } from "@/content/technologies";
import { portfolioProjects } from "@/content/portfolio";

import { PortfolioSection } from "./portfolio-section";
import { TechnologiesSection } from "./technologies-section";

// The section's button links fetch their page on intent through the app router.
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

describe("technology filter", () => {
  it("shows all 10 cards, then only a category's cards, then all again", async () => {
    const user = userEvent.setup();
    const { container } = render(<TechnologiesSection />);
    const section = container.querySelector("section")!;
    const cards = () =>
      [...section.querySelectorAll<HTMLLIElement>("ul > li")].filter((item) => !item.hidden);
    expect(cards()).toHaveLength(10);

    const group = screen.getByRole("group", { name: "Filter technologies by category" });
    await user.click(within(group).getByRole("radio", { name: "Mobile" }));
    const expected = featuredTechnologies
      .filter((technology) => technology.categories.includes("mobile"))
      .map((technology) => `/technologies/${technology.id}`);
    expect(cards().map((item) => item.querySelector("a")?.getAttribute("href"))).toEqual(expected);
    expect(within(group).getByRole("radio", { name: "Mobile" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent(`${expected.length} items shown`);

    await user.click(within(group).getByRole("radio", { name: "All" }));
    expect(cards()).toHaveLength(10);
  });
});

describe("portfolio filter", () => {
  it("shows the projects of each category", async () => {
    const user = userEvent.setup();
    const { container } = render(<PortfolioSection />);
    const section = container.querySelector("section")!;
    const titles = () =>
      [...section.querySelectorAll<HTMLLIElement>("ul > li")]
        .filter((item) => !item.hidden && item.querySelector("article"))
        .map((item) => item.querySelector("h3")?.textContent);
    expect(titles()).toHaveLength(8);

    const group = screen.getByRole("group", { name: "Filter projects by category" });
    for (const [label, id] of [
      ["Web", "web"],
      ["Mobile", "mobile"],
      ["Games", "game"],
      ["AI", "ai"],
      ["Design", "design"],
    ] as const) {
      await user.click(within(group).getByRole("radio", { name: label }));
      expect(titles()).toEqual(
        portfolioProjects
          .filter((project) => project.category === id)
          .map((project) => project.title),
      );
    }
  });
});

describe("a filter chosen before the page is live", () => {
  it("is kept once the page is live, which then shows that category's cards", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<PortfolioSection />);
    document.body.append(container);
    // Without a script the browser checks the radio, and the style rules show its cards.
    const mobile = container.querySelector<HTMLInputElement>('input[value="mobile"]')!;
    mobile.checked = true;
    const root = await act(async () => hydrateRoot(container, <PortfolioSection />));
    const titles = [...container.querySelectorAll<HTMLLIElement>("ul > li")]
      .filter((item) => !item.hidden && item.querySelector("article"))
      .map((item) => item.querySelector("h3")?.textContent);
    expect(mobile.checked).toBe(true);
    expect(titles).toEqual(
      portfolioProjects
        .filter((project) => project.category === "mobile")
        .map((project) => project.title),
    );
    // The script has taken over: the style rules, keyed on data-filter, no longer apply.
    expect(container.querySelector("[data-filter]")).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
