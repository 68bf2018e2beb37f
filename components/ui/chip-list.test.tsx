import { render, screen } from "@testing-library/react";

import { ChipList } from "./chip-list";

/** The pills a visitor sees as opening a page: those that end in the arrow. */
const cued = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-link-cue]")].map(
    (arrow) => arrow.closest("a")?.textContent,
  );

describe("ChipList", () => {
  it("in a list of linked and plain pills, marks exactly the linked ones with an arrow", () => {
    const { container } = render(
      <ChipList
        label="Stack"
        chips={[{ label: "Kotlin", href: "/technologies/kotlin" }, { label: "Room" }]}
      />,
    );
    expect(screen.getByRole("link", { name: "Kotlin" })).toHaveAttribute(
      "href",
      "/technologies/kotlin",
    );
    expect(cued(container)).toEqual(["Kotlin"]);
    expect(screen.getByText("Room").querySelector("[data-link-cue]")).toBeNull();
  });

  it("in a list of links alone, marks none: every pill is one", () => {
    const { container } = render(
      <ChipList
        chips={[
          { label: "AI", href: "/blog/topics/ai" },
          { label: "Testing", href: "/blog/topics/testing" },
        ]}
      />,
    );
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(cued(container)).toEqual([]);
  });

  it("a current pill is neither a link nor marked", () => {
    const { container } = render(
      <ChipList
        chips={[
          { label: "AI", current: true },
          { label: "Testing", href: "/blog/topics/testing" },
        ]}
      />,
    );
    expect(screen.getByText("AI")).toHaveAttribute("aria-current", "page");
    expect(cued(container)).toEqual([]);
  });
});
