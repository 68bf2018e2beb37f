import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";

import { servicesUsing } from "@/content/catalogue-links";
import { pageArt } from "@/content/page-art";
import { technologies } from "@/content/technologies";

import { TechnologyHeroArt } from "./hero-art";

describe("a technology's picture beside its heading", () => {
  // Each technology with services, as the pages build them: the count and the names must agree
  // ("Services using it: 5" stood beside four names).
  const withServices = technologies.filter((technology) => servicesUsing(technology).length > 0);

  it.each(withServices.map((technology) => [technology.name, technology] as const))(
    "%s: names every service the count counts",
    (_, technology) => {
      const { unmount } = render(<TechnologyHeroArt technology={technology} />);
      const services = servicesUsing(technology);
      const count = screen.getByText(new RegExp(`^${pageArt.technology.services}`));
      expect(count).toHaveTextContent(`${pageArt.technology.services}: ${services.length}`);
      for (const service of services) {
        expect(screen.getByText(service.name, { selector: "span" })).toBeVisible();
      }
      unmount();
    },
  );

  it("covers a technology with more services than the four the picture once showed", () => {
    expect(
      Math.max(...withServices.map((technology) => servicesUsing(technology).length)),
    ).toBeGreaterThan(4);
  });
});
