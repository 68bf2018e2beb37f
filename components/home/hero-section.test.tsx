import { render, screen } from "@testing-library/react";

import { heroShowcase } from "@/content/home";

import { HeroSection } from "./hero-section";

// The hero's buttons fetch their page on intent through the app router.
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

// Another selection than the one shipped, so the test shows the hero follows the content.
jest.mock("@/content/data/home.json", () => {
  const actual = jest.requireActual("@/content/data/home.json");
  return {
    ...actual,
    hero: { ...actual.hero, showcase: [{ id: "fleetpulse-driver" }, { id: "aravalli-stays" }] },
  };
});

// The headline holds still, as for a visitor who prefers reduced motion.
beforeAll(() => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

describe("home hero picture", () => {
  it("shows and names the projects the content chooses, the wide one large", () => {
    const { container } = render(<HeroSection />);
    const chips = [...container.querySelectorAll("[data-showcase]")];
    // The one drawn in a browser fills the back; the app stands in front of it as a phone.
    expect(chips.map((chip) => chip.getAttribute("data-showcase"))).toEqual([
      "aravalli-stays",
      "fleetpulse-driver",
    ]);
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "Aravalli Stays Booking Engine",
      "FleetPulse Driver & Dispatch",
    ]);
    expect(heroShowcase.map(({ frame }) => frame)).toEqual(["window", "phone"]);
    // One picture in two files, each drawn where the other holds an empty pixel: a phone's, the
    // smallest, and the wider screens', fetched first.
    const [phone, wide] = screen.getAllByRole("img", {
      name: /Aravalli Stays Booking Engine in a browser/,
    });
    for (const picture of [phone!, wide!]) {
      expect(picture).toHaveAccessibleName(/FleetPulse Driver & Dispatch on a phone/);
      expect(picture).toHaveAttribute("width");
      expect(picture).toHaveAttribute("height");
    }
    const source = (img: HTMLElement) => img.parentElement!.querySelector("source")!;
    expect(source(phone!)).toHaveAttribute("media", "(max-width: 39.99rem)");
    expect(source(phone!)).toHaveAttribute("srcset", "/images/home/showcase-600.webp");
    expect(phone).not.toHaveAttribute("loading", "lazy");
    expect(phone).not.toHaveAttribute("fetchpriority");
    expect(wide).toHaveAttribute("fetchpriority", "high");
  });
});
