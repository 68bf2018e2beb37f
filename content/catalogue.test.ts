import { existsSync } from "node:fs";
import path from "node:path";

import { hireRoles } from "./hire";
import { getProduct, menuProducts, productHref, products } from "./products";
import { getService, serviceCategories, services } from "./services";
import { featuredTechnologies, getTechnology, techGroups, technologies } from "./technologies";

function ids(items: { id: string }[]): string[] {
  return items.map((item) => item.id);
}

function expectUnique(values: string[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe("services", () => {
  it("gives each service an id of its own and a category that lists it under the same name", () => {
    expectUnique(ids(services));
    expectUnique(ids(serviceCategories));
    for (const s of services) {
      expect(serviceCategories.find((c) => c.id === s.categoryId)?.name).toBe(s.category);
    }
    for (const category of serviceCategories) {
      expect(services.some((s) => s.categoryId === category.id)).toBe(true);
    }
  });

  it.each(services.map((s) => [s.id, s] as const))("%s has complete content", (_id, s) => {
    expect(s.description.length).toBeGreaterThanOrEqual(110);
    expect(s.description.length).toBeLessThanOrEqual(160);
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
    for (const s of services) expect(getService(s.id)).toBe(s);
    expect(getService("web")).toBeUndefined();
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
    for (const product of products) {
      expect(productHref(product.id)).toBe(`/products/${product.id}`);
      expect(getProduct(product.id)).toBe(product);
    }
    expect(getProduct("nope")).toBeUndefined();
  });

  it("opens a catalogue entry from every menu app type, each with a name of its own", () => {
    for (const item of menuProducts) expect(getProduct(item.id)).toBeDefined();
    expectUnique(menuProducts.map((item) => item.label));
  });
});

describe("technologies", () => {
  it("shows every technology with a home place on home, lower places first, each filterable", () => {
    const places = featuredTechnologies.map((t) => t.featured);
    expect(places).toEqual([...places].sort((x, y) => Number(x) - Number(y)));
    expect(featuredTechnologies.length).toBe(technologies.filter((t) => t.featured).length);
    expect(featuredTechnologies.length).toBeGreaterThan(0);
    for (const t of featuredTechnologies) expect(t.categories.length).toBeGreaterThan(0);
  });

  it("has unique ids and every technology in one of the groups, none empty", () => {
    expectUnique(ids(technologies));
    expectUnique([...techGroups]);
    for (const group of techGroups)
      expect(technologies.filter((t) => t.group === group).length).toBeGreaterThan(0);
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
    for (const t of technologies) expect(getTechnology(t.id)).toBe(t);
    expect(getTechnology("cobol")).toBeUndefined();
  });
});

describe("hire", () => {
  it("gives each role an id fit for an anchor and four to six skills", () => {
    expectUnique(ids(hireRoles));
    for (const role of hireRoles) {
      expect(role.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(role.skills.length).toBeGreaterThanOrEqual(4);
      expect(role.skills.length).toBeLessThanOrEqual(6);
    }
  });
});
