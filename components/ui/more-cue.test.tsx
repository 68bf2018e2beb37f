import { render, screen } from "@testing-library/react";
import Link from "next/link";

import { MoreCue } from "./more-cue";

describe("MoreCue", () => {
  it("adds its words to the card link's name and keeps the arrow from being read out", () => {
    const { container } = render(
      <Link href="/services/website">
        <h3>Website Development</h3>
        <MoreCue>Learn more</MoreCue>
      </Link>,
    );
    expect(screen.getByRole("link")).toHaveAccessibleName("Website Development Learn more");
    const arrow = container.querySelector("svg");
    expect(arrow).toHaveAttribute("aria-hidden", "true");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
