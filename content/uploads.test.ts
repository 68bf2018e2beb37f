import aboutData from "./data/about.json";
import teamData from "./data/team.json";
import { readEntries } from "./entries";
import type { PortfolioProjectEntry } from "./schema/portfolio";
import type { TestimonialEntry } from "./schema/testimonials";

const projectsData = readEntries<PortfolioProjectEntry>("content/projects");
const testimonialsData = readEntries<TestimonialEntry>("content/testimonials");

/** The entries of one folder changed, the others as they are. */
function mockFolder(folder: string, entries: unknown[]) {
  jest.doMock("./entries", () => ({
    readEntries: (path: string) =>
      path === folder ? entries : jest.requireActual("./entries").readEntries(path),
  }));
}

/** The pages' pictures when an editor has uploaded a screenshot or a photo. */
describe("an uploaded picture", () => {
  afterEach(() => jest.resetModules());

  it("shows instead of a project's mock-up, in the mock-up's 4:3 frame", async () => {
    const [first, ...rest] = projectsData;
    mockFolder("content/projects", [
      { ...first, screenshot: "/images/uploads/shop.webp" },
      ...rest,
    ]);
    const { portfolioProjects } = await import("./portfolio");
    expect(portfolioProjects[0]?.image).toEqual({
      src: "/images/uploads/shop.webp",
      alt: first?.imageAlt,
      width: 1200,
      height: 900,
    });
    expect(portfolioProjects[1]?.image.src).toBe(`/images/portfolio/${rest[0]?.id}.webp`);
  });

  it("shows a client's photo, described as their photo; without one, no picture", async () => {
    const [first, ...rest] = testimonialsData;
    mockFolder("content/testimonials", [{ ...first, photo: "/images/uploads/priya.jpg" }, ...rest]);
    const { testimonials } = await import("./testimonials");
    expect(testimonials[0]?.avatar).toMatchObject({
      src: "/images/uploads/priya.jpg",
      alt: `Photo of ${first?.author}`,
    });
    expect(testimonials[1]).not.toHaveProperty("avatar");
  });

  it("shows instead of a drawn Life @ Dunga scene, in the scene's 4:3 frame", async () => {
    const [first, second, ...rest] = aboutData.culturePhotos;
    const photo = {
      ...first,
      photo: "/images/uploads/workshop.jpg",
      alt: "The delivery team planning a release at the studio's whiteboard.",
    };
    jest.doMock("./data/about.json", () => ({
      ...aboutData,
      culturePhotos: [photo, second, ...rest],
    }));
    const { culturePhotos } = await import("./about");
    expect(culturePhotos[0]).toEqual({
      src: "/images/uploads/workshop.jpg",
      alt: photo.alt,
      width: 800,
      height: 600,
    });
    expect(culturePhotos[1]).toEqual({
      src: `/images/culture/${second?.picture}.webp`,
      alt: second?.alt,
      width: 800,
      height: 600,
    });
  });

  it("shows instead of a person's drawn card, described as their portrait", async () => {
    const [first, second, ...rest] = teamData.leads;
    jest.doMock("./data/team.json", () => ({
      ...teamData,
      leads: [{ ...first, portrait: "/images/uploads/karan.webp" }, second, ...rest],
    }));
    const { practiceLeads } = await import("./team");
    expect(practiceLeads[0]?.portrait).toEqual({
      src: "/images/uploads/karan.webp",
      alt: `Portrait of ${first?.name}`,
      width: 320,
      height: 400,
    });
    // Without one, the card drawn from the name, decorative beside the name it repeats.
    expect(practiceLeads[1]?.portrait).toMatchObject({
      src: `/images/team/${second?.name.toLowerCase().replace(/ /g, "-")}.svg`,
      alt: "",
    });
  });
});
