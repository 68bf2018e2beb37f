import { render, screen } from "@testing-library/react";

import { SocialLinks } from "./social-links";

const profiles = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/dunga" },
  { label: "GitHub", href: "https://github.com/dunga" },
];

describe("SocialLinks", () => {
  it("opens each profile in a new tab without giving it this page", () => {
    render(<SocialLinks profiles={profiles} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(profiles.map((p) => p.href));
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    }
  });

  it("names icon-only links with their hidden name, and shows the network otherwise", () => {
    const { unmount } = render(
      <SocialLinks
        profiles={profiles}
        label="Social profiles"
        hiddenName={(n) => `Dunga on ${n}`}
      />,
    );
    expect(screen.getByRole("list", { name: "Social profiles" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dunga on GitHub" })).toBeInTheDocument();
    unmount();
    render(<SocialLinks profiles={profiles} />);
    expect(screen.getByRole("link", { name: "GitHub" })).toBeVisible();
  });
});
