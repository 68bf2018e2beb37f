import portfolioData from "./data/portfolio.json";
import { readEntries } from "./entries";
import type { PortfolioProjectEntry } from "./schema/portfolio";
import { firstResult, wordmarkOf } from "./portfolio";

const entries = readEntries<PortfolioProjectEntry>("content/projects");

/** content/portfolio.ts over the projects given, instead of the folder's. */
async function portfolioOf(projects: PortfolioProjectEntry[]) {
  jest.resetModules();
  jest.doMock("./entries", () => ({
    readEntries: (folder: string) =>
      folder === "content/projects"
        ? projects
        : jest.requireActual("./entries").readEntries(folder),
  }));
  // The /portfolio hero names projects of its own, which a smaller set may not hold.
  jest.doMock("./data/portfolio.json", () => ({ ...portfolioData, heroResults: [] }));
  return import("./portfolio");
}

describe("the portfolio's projects", () => {
  afterEach(() => {
    jest.dontMock("./entries");
    jest.dontMock("./data/portfolio.json");
  });

  it("come in their order, whatever their files' names", () => {
    const orders = entries.map((entry) => entry.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("each link to their case study and name their stack: technologies, then other tools", async () => {
    const [spice] = entries.filter((entry) => entry.id === "spicetrail-store");
    const { getProject } = await portfolioOf([
      { ...spice!, technologies: ["nextjs", "postgresql"], tools: ["Razorpay"] },
    ]);
    expect(getProject("spicetrail-store")).toMatchObject({
      projectLink: "/portfolio/spicetrail-store",
      technologies: ["nextjs", "postgresql"],
      stack: ["Next.js", "PostgreSQL", "Razorpay"],
    });
    expect(getProject("no-such-project")).toBeUndefined();
  });

  it("lead from each case study to the next, the last to the first, for any number", async () => {
    for (const count of [1, 3, entries.length]) {
      const { portfolioProjects, nextProject } = await portfolioOf(entries.slice(0, count));
      const nexts = portfolioProjects.map((project) => nextProject(project).id);
      expect(nexts).toEqual(
        [...portfolioProjects.slice(1), portfolioProjects[0]].map((p) => p!.id),
      );
    }
  });

  it("keep every result with what it measures, and the cards' figures by label", async () => {
    const { portfolioProjects } = await portfolioOf(entries);
    for (const project of portfolioProjects) {
      expect(Object.entries(project.stats)).toEqual(
        project.results.map((result) => [result.label, result.value]),
      );
      for (const result of project.results) expect(result.measure.length).toBeGreaterThan(30);
    }
  });
});

describe("a testimonial about a project", () => {
  it("is found by the project's id; a project with none has none", async () => {
    jest.resetModules();
    const { testimonialFor } = await import("./testimonials");
    expect(testimonialFor("spicetrail-store")?.company).toBe("SpiceTrail Exports");
    expect(testimonialFor("gully-cricket-clash")).toBeUndefined();
  });
});

test("a client's wordmark is their short name where the project gives one, else their name without its legal form", () => {
  expect(wordmarkOf({ clientName: "SpiceTrail Exports Pvt. Ltd." })).toBe("SpiceTrail Exports");
  expect(wordmarkOf({ clientName: "Al Noor Logistics LLC" })).toBe("Al Noor Logistics");
  expect(
    wordmarkOf({
      clientName: "Sanjeevani Multispeciality Hospitals",
      clientShort: "Sanjeevani Hospitals",
    }),
  ).toBe("Sanjeevani Hospitals");
});

test("a project's first result is its stats' first entry, and none when it lists no stats", () => {
  const [project] = entries;
  const [label, value] = Object.entries(project!.stats)[0]!;
  expect(firstResult({ ...project!, stats: project!.stats } as never)).toEqual({ label, value });
  expect(firstResult({ ...project!, stats: {} } as never)).toBeUndefined();
});
