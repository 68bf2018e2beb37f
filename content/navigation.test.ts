import { existsSync } from "node:fs";
import path from "node:path";

import { navigation, popularPages } from "./navigation";
import { serviceHref, services } from "./services";

const menus = navigation.flatMap((item) =>
  item.menu ? [{ label: item.label, ...item.menu }] : [],
);

describe("the header menus", () => {
  it("give every link a one-line description, or a logo where the panel lists technologies", () => {
    for (const menu of menus) {
      for (const link of menu.groups.flatMap((group) => group.links)) {
        if (link.logo) {
          expect(existsSync(path.join("public/icons/tech", `${link.logo}.svg`))).toBe(true);
        } else {
          // A service or product added without a line of its own would show a bare name.
          expect({ menu: menu.label, link: link.label, description: link.description }).toEqual({
            menu: menu.label,
            link: link.label,
            description: expect.stringMatching(/^.{10,32}$/),
          });
        }
      }
    }
  });

  it("never give two links of one panel the same line, even two that open one page", () => {
    // The products menu's "Logistics & Delivery App" and "Delivery App" both open the logistics
    // product.
    for (const menu of menus) {
      const lines = menu.groups
        .flatMap((group) => group.links)
        .flatMap((link) => (link.description ? [link.description] : []));
      expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);
    }
  });

  it("reach every service from the services menu: its three groups, then its foot", () => {
    const menu = menus.find((each) => each.all.href === "/services")!;
    expect(menu.groups).toHaveLength(3);
    const linked = [...menu.groups, ...(menu.also ? [menu.also] : [])]
      .flatMap((group) => group.links)
      .map((link) => link.href);
    expect(linked.sort()).toEqual(services.map((service) => serviceHref(service.id)).sort());
  });

  it("lead from each side card to a real page, with a picture that exists", () => {
    for (const { feature } of menus) {
      if (!feature) continue;
      expect(feature.link.href).toMatch(/^\//);
      if (feature.image) {
        expect(existsSync(path.join("public", feature.image.src))).toBe(true);
      }
    }
  });
});

describe("the not-found page's popular pages", () => {
  it("are the five the site's routes fix, Insights among them, in their order", () => {
    // A fixed interface: services, portfolio, about, the blog (Insights) and contact.
    expect(popularPages.map((link) => link.href)).toEqual([
      "/services",
      "/portfolio",
      "/about",
      "/blog",
      "/contact",
    ]);
  });
});
