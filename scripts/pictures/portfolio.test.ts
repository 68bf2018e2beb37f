/** @jest-environment node */
import { portfolioProjects } from "@/content/portfolio";
import { portfolioScreenIds, type PortfolioScreen } from "@/content/schema/portfolio";

import { fitText, portfolioSvg, widthOf, type DrawnProject } from "./portfolio";
import { esc } from "./svg";

/**
 * A case study the marketing team might add: a Morbi tile maker's dealer portal, with words of
 * its own, drawn on whichever screen is chosen.
 */
const made = (screen: PortfolioScreen, art: Partial<DrawnProject["art"]> = {}): DrawnProject => ({
  id: "shilpkar-dealer-portal",
  title: "Shilpkar Ceramics Dealer Portal",
  art: {
    screen,
    hue: -20,
    accent: "#b45309",
    url: "dealers.shilpkar.example/orders",
    brand: "Shilpkar",
    nav: ["Designs", "Orders", "Dispatch", "Ledger"],
    headline: "Tiles from live stock",
    subline: "Every design by shade and batch",
    items: [
      { name: "Statuario Gloss", detail: "600 x 1200 mm", figure: "₹58/sq ft" },
      { name: "Onyx Bianco", detail: "800 x 1600 mm", figure: "₹74/sq ft" },
      { name: "Rustic Teak", detail: "200 x 1200 mm", figure: "₹49/sq ft" },
    ],
    ...art,
  },
  results: [
    { label: "Orders placed on the portal", value: "78%", measure: "" },
    { label: "Mixed-batch complaints", value: "-90%", measure: "" },
  ],
});

/** The texts a picture writes, each <text> element's words. */
const textsOf = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

/** Every word another project's entry gives its picture: its name, lines, menu and items. */
const wordsOf = ({ art }: DrawnProject) => [
  art.brand,
  art.headline,
  ...(art.subline ? [art.subline] : []),
  ...(art.nav ?? []),
  ...(art.items ?? []).flatMap((item) => [item.name, item.detail ?? ""]).filter(Boolean),
];

describe("a project's mock-up", () => {
  it.each(portfolioScreenIds)(
    "on the %s screen shows the project's own name and main line, and no other project's words",
    (screen) => {
      const svg = portfolioSvg(made(screen));
      const texts = textsOf(svg);
      expect(svg).toContain(">Shilpkar<");
      expect(texts.join("\n")).toContain(esc("Tiles from live stock"));
      for (const other of portfolioProjects) {
        expect(svg).not.toContain(esc(other.art.brand));
        expect(svg.toUpperCase()).not.toContain(esc(other.art.brand).toUpperCase());
        for (const words of wordsOf(other)) expect(texts).not.toContain(esc(words));
      }
    },
  );

  it.each(portfolioScreenIds)(
    "on the %s screen, without a menu, second line or items, still draws its own name and line",
    (screen) => {
      const svg = portfolioSvg(
        made(screen, { nav: undefined, subline: undefined, items: undefined, url: undefined }),
      );
      expect(svg).toContain(">Shilpkar<");
      expect(svg).not.toMatch(/undefined|NaN/);
      for (const other of portfolioProjects) expect(svg).not.toContain(esc(other.art.brand));
    },
  );

  it("shows the items an entry lists: its products with their prices, its menu", () => {
    const texts = textsOf(portfolioSvg(made("commerce")));
    expect(texts).toEqual(
      expect.arrayContaining([
        "Statuario Gloss",
        "₹58/sq ft",
        "600 x 1200 mm",
        "Designs",
        "Orders",
      ]),
    );
  });

  it("takes the project's title for a name or main line left blank in the file", () => {
    const svg = portfolioSvg(made("booking", { brand: " ", headline: "" }));
    expect(textsOf(svg)).toContain("Shilpkar Ceramics Dealer Portal");
  });

  it("is each existing project's own: its name, and no other project's", () => {
    for (const project of portfolioProjects) {
      const svg = portfolioSvg(project);
      expect(svg.toUpperCase()).toContain(esc(project.art.brand).toUpperCase());
      for (const other of portfolioProjects)
        if (other.art.brand !== project.art.brand)
          expect(svg.toUpperCase()).not.toContain(esc(other.art.brand).toUpperCase());
    }
  });

  it("changes when the entry's words change, so the build draws it again", () => {
    const before = portfolioSvg(made("fleet"));
    expect(portfolioSvg(made("fleet", { headline: "Morbi depot, gate 4" }))).not.toBe(before);
  });
});

describe("fitText", () => {
  it("keeps a text that fits on one line at its size", () => {
    expect(fitText("Tiles from live stock", 400, 20)).toEqual({
      lines: ["Tiles from live stock"],
      size: 20,
    });
  });

  it("breaks a long text at words onto the lines allowed, each within the width", () => {
    const fitted = fitText("Order vitrified tiles from live stock now", 236, 19, {
      bold: true,
      max: 2,
    });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join(" ")).toBe("Order vitrified tiles from live stock now");
    for (const line of fitted.lines)
      expect(widthOf(line, fitted.size, true)).toBeLessThanOrEqual(236);
  });

  it("sets a text too long for its lines smaller, never wider than its box", () => {
    const fitted = fitText("Wwwwww Mmmmmm Wwwwww", 100, 17, { bold: true });
    expect(fitted.lines).toEqual(["Wwwwww Mmmmmm Wwwwww"]);
    expect(fitted.size).toBeLessThan(17 * 0.7);
    expect(widthOf(fitted.lines[0]!, fitted.size, true)).toBeLessThanOrEqual(100);
  });
});
