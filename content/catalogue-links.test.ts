import { existsSync } from "node:fs";
import { join } from "node:path";

import { getProduct, products } from "./products";
import { getService, services } from "./services";
import { portfolioProjects } from "./portfolio";
import { getTechnology, techGroups, technologies } from "./technologies";

import type { Service } from "./types";

import {
  groupProjects,
  projectsBuiltWith,
  relatedProducts,
  relatedServices,
  sameGroupTechnologies,
  servicesByCategory,
  servicesUsing,
  technologyByName,
} from "./catalogue-links";
import { serviceArt, serviceArtFile } from "./service-art";

describe("technologyByName", () => {
  it("finds a technology by its display name only", () => {
    expect(technologyByName("React Native")?.id).toBe("react-native");
    expect(technologyByName("Figma")).toBeUndefined();
  });
});

describe("servicesUsing", () => {
  it("lists the services whose stack names the technology", () => {
    const kotlin = getTechnology("kotlin")!;
    const ids = servicesUsing(kotlin).map((service) => service.id);
    expect(ids).toContain("android");
    for (const id of ids) expect(getService(id)?.techStack).toContain("Kotlin");
  });
});

describe("sameGroupTechnologies", () => {
  it("keeps the group and leaves the technology out", () => {
    const react = getTechnology("react")!;
    const others = sameGroupTechnologies(react);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((t) => t.group === "Frontend" && t.id !== "react")).toBe(true);
  });
});

describe("relatedProducts", () => {
  it("returns three other products, same industry first, then a shared flag", () => {
    const news = getProduct("news")!;
    const related = relatedProducts(news);
    expect(related).toHaveLength(3);
    expect(related.map((product) => product.id)).not.toContain("news");

    const streaming = getProduct("streaming")!;
    expect(relatedProducts(streaming)[0]?.industry).toBe("Entertainment");

    const elearning = getProduct("e-learning")!;
    const [first, second, third] = relatedProducts(elearning);
    expect(first?.id).toBe("education");
    expect(second?.isNew && third?.isNew).toBe(true);
  });

  it("works for every product", () => {
    for (const product of products) expect(relatedProducts(product)).toHaveLength(3);
  });
});

describe("servicesByCategory", () => {
  it("shows every service exactly once, as a card or as its category's overview", () => {
    const shown = servicesByCategory().flatMap(({ services: cards, overview }) => [
      ...cards.map((service) => service.id),
      ...(overview ? [overview.id] : []),
    ]);
    expect([...shown].sort()).toEqual(services.map((service) => service.id).sort());
  });

  it("links a category to the service area of the same name instead of repeating its card", () => {
    const web = servicesByCategory().find(({ category }) => category.id === "web-development");
    expect(web?.overview?.id).toBe("web-development");
    const areas = servicesByCategory().find(({ category }) => category.id === "service-areas");
    expect(areas?.services.map((service) => service.id)).not.toContain("web-development");
  });
});

describe("serviceArt", () => {
  it("gives every service a sized picture file with alt text", () => {
    for (const service of services) {
      const picture = serviceArt(service);
      expect(picture.alt).toContain(service.name);
      expect(picture.width / picture.height).toBeCloseTo(1.5);
      expect(existsSync(join(process.cwd(), "public", picture.src))).toBe(true);
    }
  });

  it("draws a scene of its own for every service, so no two cards show the same picture", () => {
    const scenes = services.map((service) => service.art.scene);
    expect(new Set(scenes).size).toBe(scenes.length);
  });

  it("spells out & in file names", () => {
    expect(serviceArtFile("ai-&-machine-learning")).toBe("ai-and-machine-learning.svg");
  });
});

describe("relatedServices", () => {
  const ids = (items: Service[]) => items.map((item) => item.id);
  const others = (s: Service) => services.filter((candidate) => candidate.id !== s.id);

  it.each(services.map((s) => [s.id, s] as const))(
    "%s: its own category first in list order, then the others, never itself",
    (_id, s) => {
      const sameCategory = others(s).filter((candidate) => candidate.categoryId === s.categoryId);
      const all = relatedServices(s, services.length);
      expect(all).toHaveLength(services.length - 1);
      expect(ids(all.slice(0, sameCategory.length))).toEqual(ids(sameCategory));
      expect(ids(all.slice(sameCategory.length))).toEqual(
        ids(others(s).filter((candidate) => candidate.categoryId !== s.categoryId)),
      );
    },
  );

  it("returns three by default, or as many as asked for", () => {
    for (const s of services) {
      expect(relatedServices(s)).toEqual(relatedServices(s, services.length).slice(0, 3));
      expect(relatedServices(s, 5)).toHaveLength(5);
    }
  });
});

describe("groupProjects", () => {
  const shown = groupProjects();

  it("shows beside each group a project built with the group's technologies, naming them", () => {
    for (const [group, { project, technologies: used }] of shown) {
      expect(used.length).toBeGreaterThan(0);
      for (const technology of used) {
        expect([group, technology.group]).toEqual([group, group]);
        expect(project.technologies).toContain(technology.id);
      }
    }
  });

  it("shows a different project beside each group while there are projects to go round", () => {
    const ids = [...shown.values()].map(({ project }) => project.id);
    expect(new Set(ids).size).toBe(Math.min(ids.length, portfolioProjects.length));
  });

  it("leaves out only a group whose technologies no project uses", () => {
    for (const group of techGroups) {
      const used = technologies.some(
        (technology) => technology.group === group && projectsBuiltWith(technology).length > 0,
      );
      expect([group, shown.has(group)]).toEqual([group, used]);
    }
  });
});

describe("projectsBuiltWith", () => {
  it("lists, in portfolio order, exactly the projects whose technologies name it", () => {
    const react = getTechnology("react")!;
    expect(projectsBuiltWith(react).map((project) => project.id)).toEqual(
      portfolioProjects
        .filter((project) => project.technologies.includes("react"))
        .map((project) => project.id),
    );
  });
});
