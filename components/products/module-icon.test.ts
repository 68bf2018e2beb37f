import { products } from "@/content/products";

import { moduleIcon } from "./module-icon";

describe("moduleIcon", () => {
  it("tells apps, websites, dashboards and admin panels apart by their names", () => {
    expect(moduleIcon("Customer app")).toBe("smartphone");
    expect(moduleIcon("Driver app")).toBe("truck");
    expect(moduleIcon("Restaurant app")).toBe("store");
    expect(moduleIcon("Booking website")).toBe("globe");
    expect(moduleIcon("Seller dashboard")).toBe("bar-chart");
    expect(moduleIcon("Admin panel")).toBe("layout");
    expect(moduleIcon("Something else")).toBe("monitor");
  });

  it("gives the apps and panels of every product page icons of their own", () => {
    for (const item of products) {
      const icons = item.modules.map(moduleIcon);
      expect({ product: item.id, distinct: new Set(icons).size }).toEqual({
        product: item.id,
        distinct: icons.length,
      });
    }
  });
});
