import { existsSync } from "node:fs";
import path from "node:path";

import { engagementModels, hireRoles, hiringSteps } from "./hire";
import { getProduct, menuProducts, productHref, products } from "./products";
import { getService, relatedServices, serviceCategories, services } from "./services";
import { featuredTechnologies, getTechnology, techGroups, technologies } from "./technologies";
import type { Service } from "./types";

function ids(items: { id: string }[]): string[] {
  return items.map((item) => item.id);
}

function expectUnique(values: string[]) {
  expect(new Set(values).size).toBe(values.length);
}

function service(id: string): Service {
  const found = getService(id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
}

describe("services", () => {
  const specIds = {
    "digital-solutions": ["enterprise", "data-entry", "graphic-design", "branding"],
    "web-development": ["website", "ecommerce", "pwa", "digital-marketing", "ui-ux"],
    "mobile-development": ["ios", "android", "cross-platform", "app-development"],
    "service-areas": [
      "web-development",
      "mobile-development",
      "ai-&-machine-learning",
      "cloud-solutions",
      "enterprise-software",
      "cybersecurity",
    ],
  } as const;

  it("has the 13 services by category and the six home service areas", () => {
    expect(services).toHaveLength(19);
    for (const [categoryId, expected] of Object.entries(specIds)) {
      expect(ids(services.filter((s) => s.categoryId === categoryId))).toEqual(expected);
    }
    expectUnique(ids(services));
  });

  it("names the service areas as the home cards do", () => {
    expect(services.filter((s) => s.categoryId === "service-areas").map((s) => s.name)).toEqual([
      "Web Development",
      "Mobile Development",
      "AI & Machine Learning",
      "Cloud Solutions",
      "Enterprise Software",
      "Cybersecurity",
    ]);
  });

  it("orders the categories and keeps each service's category name consistent", () => {
    expect(ids(serviceCategories)).toEqual([
      "digital-solutions",
      "web-development",
      "mobile-development",
      "service-areas",
    ]);
    for (const s of services) {
      expect(serviceCategories.find((c) => c.id === s.categoryId)?.name).toBe(s.category);
    }
  });

  it.each(services.map((s) => [s.id, s] as const))("%s has complete content", (_id, s) => {
    expect(s.description.length).toBeGreaterThanOrEqual(110);
    expect(s.description.length).toBeLessThanOrEqual(160);
    expect(s.fullDescription.length).toBeGreaterThanOrEqual(2);
    expect(s.fullDescription.length).toBeLessThanOrEqual(3);
    expect(s.features.length).toBeGreaterThanOrEqual(5);
    expect(s.features.length).toBeLessThanOrEqual(6);
    expect(s.benefits.length).toBeGreaterThanOrEqual(4);
    expect(s.benefits.length).toBeLessThanOrEqual(5);
    expect(s.techStack.length).toBeGreaterThanOrEqual(5);
    expect(s.techStack.length).toBeLessThanOrEqual(8);
    expect(s.caseStudies).toHaveLength(2);
    for (const study of s.caseStudies) {
      expect(study.results.length).toBeGreaterThanOrEqual(2);
      expect(study.results.length).toBeLessThanOrEqual(3);
    }
  });

  it("finds services by id", () => {
    expect(getService("ai-&-machine-learning")?.name).toBe("AI & Machine Learning");
    expect(getService("web")).toBeUndefined();
  });

  describe("relatedServices", () => {
    it("lists the same category first, in list order, never the service itself", () => {
      expect(ids(relatedServices(service("website")))).toEqual([
        "ecommerce",
        "pwa",
        "digital-marketing",
      ]);
      expect(ids(relatedServices(service("enterprise")))).toEqual([
        "data-entry",
        "graphic-design",
        "branding",
      ]);
    });

    it("fills up with other categories when its own runs short", () => {
      expect(ids(relatedServices(service("ui-ux"), 5))).toEqual([
        "website",
        "ecommerce",
        "pwa",
        "digital-marketing",
        "enterprise",
      ]);
    });

    it("returns at most three by default, and never the service itself", () => {
      for (const s of services) {
        const related = relatedServices(s);
        expect(related).toHaveLength(3);
        expect(ids(related)).not.toContain(s.id);
        expectUnique(ids(related));
      }
    });
  });
});

describe("products", () => {
  it("gives every product an icon of its own, so no two tiles look alike", () => {
    const icons = products.map((product) => product.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it("gives each product one id of its own and at most one badge", () => {
    expectUnique(ids(products));
    for (const product of products) expect(product.isHot && product.isNew).toBeFalsy();
  });

  it.each(products.map((p) => [p.id, p] as const))("%s has complete content", (_id, p) => {
    expect(p.title).not.toBe("");
    expect(p.description.length).toBeGreaterThanOrEqual(140);
    expect(p.description.length).toBeLessThanOrEqual(220);
    expect(p.description.match(/\.(\s|$)/g)).toHaveLength(2);
    expect(p.modules.length).toBeGreaterThanOrEqual(3);
    expect(p.modules.length).toBeLessThanOrEqual(4);
    expect(p.platforms.length).toBeGreaterThan(0);
    expect(p.features.length).toBeGreaterThanOrEqual(5);
    expect(p.features.length).toBeLessThanOrEqual(6);
  });

  it("links each entry to its own page", () => {
    expect(productHref("food-delivery")).toBe("/products/food-delivery");
    expect(getProduct("nope")).toBeUndefined();
  });

  it("has the 16 menu app types in order, each opening the catalogue entry it means", () => {
    const menuSlugToEntry: [slug: string, id: string][] = [
      ["food-delivery", "food-delivery"],
      ["taxi-booking", "taxi-booking"],
      ["grocery-delivery", "grocery-delivery"],
      ["hotel-booking", "hotel-booking"],
      ["real-estate", "real-estate"],
      ["logistics", "logistics"],
      ["healthcare", "healthcare"],
      ["ott", "streaming"],
      ["social-media", "social-media"],
      ["multi-vendor", "marketplace"],
      ["single-vendor", "ecommerce"],
      ["delivery", "logistics"],
      ["e-learning", "e-learning"],
      ["loan-lending", "fintech"],
      ["beauty-salon", "beauty"],
      ["movie-ticket", "entertainment"],
    ];
    expect(menuProducts).toHaveLength(16);
    expect(menuProducts.map((item) => item.id)).toEqual(menuSlugToEntry.map(([, id]) => id));
    for (const item of menuProducts) expect(getProduct(item.id)).toBeDefined();
    expectUnique(menuProducts.map((item) => item.label));
    expect(menuProducts.find((item) => item.id === "streaming")?.label).toBe("OTT Platform");
    expect(menuProducts.find((item) => item.id === "marketplace")?.label).toBe(
      "Multi-Vendor Marketplace",
    );
  });
});

describe("technologies", () => {
  const featuredIds = [
    "flutter",
    "react-native",
    "react",
    "nextjs",
    "vue",
    "angular",
    "tailwind",
    "nodejs",
    "php",
    "django",
  ];

  it("features exactly the ten home cards, each with filter categories", () => {
    expect(ids(technologies.filter((t) => t.featured)).sort()).toEqual([...featuredIds].sort());
    expect(ids(featuredTechnologies)).toEqual(featuredIds);
    for (const t of featuredTechnologies) expect(t.categories.length).toBeGreaterThan(0);
  });

  it("has unique ids and every technology in one of the five groups", () => {
    expectUnique(ids(technologies));
    expect(techGroups).toEqual([
      "Frontend",
      "Backend",
      "Cross-Platform",
      "Database",
      "Cloud & DevOps",
    ]);
    for (const group of techGroups) {
      const count = technologies.filter((t) => t.group === group).length;
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(8);
    }
    for (const t of technologies) expect(techGroups).toContain(t.group);
  });

  it.each(technologies.map((t) => [t.id, t] as const))("%s has content and a logo", (id, t) => {
    expect(t.description).not.toBe("");
    expect(t.useCases.length).toBeGreaterThanOrEqual(3);
    expect(t.useCases.length).toBeLessThanOrEqual(5);
    expect(t.color).toMatch(/^#[0-9A-F]{6}$/);
    expect(existsSync(path.join(process.cwd(), "public", "icons", "tech", `${id}.svg`))).toBe(true);
  });

  it("finds technologies by id", () => {
    expect(getTechnology("nextjs")?.name).toBe("Next.js");
    expect(getTechnology("cobol")).toBeUndefined();
  });
});

describe("hire", () => {
  it("has the nine roles of the hire menu in order", () => {
    expect(hireRoles.map((role) => role.title)).toEqual([
      "Frontend Developer",
      "Backend Developer",
      "Full Stack Developer",
      "iOS Developer",
      "Android Developer",
      "Flutter Developer",
      "Database Expert",
      "UI/UX Designer",
      "Game Developer",
    ]);
    expectUnique(ids(hireRoles));
    for (const role of hireRoles) {
      expect(role.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(role.skills.length).toBeGreaterThanOrEqual(4);
      expect(role.skills.length).toBeLessThanOrEqual(6);
    }
  });

  it("describes three engagement models and four hiring steps", () => {
    expect(engagementModels.map((model) => model.title)).toEqual([
      "Dedicated Team",
      "Time & Material",
      "Fixed Price",
    ]);
    expect(hiringSteps).toHaveLength(4);
  });
});
