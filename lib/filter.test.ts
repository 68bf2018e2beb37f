import { filterRules, type FilterList } from "./filter";

const list: FilterList = {
  id: "work",
  options: ["all", "web", "mobile"],
  // Three web cards, then two mobile, then one of both.
  tags: [["web"], ["web"], ["web"], ["mobile"], ["mobile"], ["web", "mobile"]],
  max: 4,
};
const rules = filterRules(list);
const chosen = (option: string) =>
  `[data-filter="work"]:has(input[type="radio"][value="${option}"]:checked)`;

describe("filterRules", () => {
  it("hides, under each option, the cards it leaves out, and none under all", () => {
    expect(rules).toContain(
      `${chosen("web")} [data-cards] > li:is(:nth-child(4), :nth-child(5)) { display: none; }`,
    );
    expect(rules).toContain(
      `${chosen("mobile")} [data-cards] > li:is(:nth-child(1), :nth-child(2), :nth-child(3)) { display: none; }`,
    );
    expect(rules).not.toContain(`${chosen("all")} [data-cards]`);
  });

  it("lays out the cards an option shows by the grid rule, as a list of their own", () => {
    /** Each breakpoint's layout rules under an option, in order: 40rem, 64rem, 80rem. */
    const layout = (option: string) =>
      rules
        .split("@media")
        .slice(1)
        .map((block) => block.split("\n}")[0]!)
        .filter((block) => block.includes(chosen(option)));
    // Four web cards: two rows of two in two and three columns (one block from 40rem, which
    // holds at 64rem), one row of four from 80rem.
    const web = layout("web");
    expect(web).toHaveLength(2);
    expect(web[0]).toContain("(width >= 40rem)");
    expect(web[0]).toContain(
      "li:is(:nth-child(1), :nth-child(2), :nth-child(3), :nth-child(6)) { grid-column: span 6 / span 6; }",
    );
    expect(web[1]).toContain("(width >= 80rem)");
    expect(web[1]).toContain("span 3 / span 3");
    // Three mobile cards: no lone card beside a pair in two columns, so one column there.
    const mobile = layout("mobile");
    expect(mobile[0]).toContain(
      "li:is(:nth-child(4), :nth-child(5), :nth-child(6)) { grid-column: span 12 / span 12; }",
    );
    expect(mobile[1]).toContain("span 4 / span 4");
  });

  it("shows the status line of the chosen option alone, all included", () => {
    for (const option of list.options) {
      expect(rules).toContain(
        `${chosen(option)} [data-count-for]:not([data-count-for="${option}"]) { display: none; }`,
      );
    }
  });

  it("filters a category the content adds, with no other change", () => {
    const more = filterRules({
      ...list,
      options: [...list.options, "ai"],
      tags: [...list.tags, ["ai"]],
    });
    expect(more).toContain(`${chosen("ai")} [data-cards] > li:is(`);
  });

  it("puts back, at a wider width, a tile moved to centre a narrower width's last row", () => {
    // Eleven tiles: from 64rem rows of four, the last row's first tile (the ninth) moved to
    // centre it; from 80rem rows of six, the seventh moved, and the ninth back in its place.
    const tiles = filterRules({
      id: "logos",
      options: ["all", "x"],
      tags: [["y"], ...Array.from({ length: 11 }, () => ["x"])],
      max: 4,
      tiles: true,
    });
    const [, lg, xl] = tiles.split("@media").slice(1); // md, then lg and xl
    const tile = (n: number) => `[data-cards] > li:nth-child(${n})`;
    expect(lg).toContain(`${tile(10)} { grid-column-start: 2; }`);
    expect(xl).toContain(`${tile(10)} { grid-column: span 2 / span 2; }`);
    expect(xl).toContain(`${tile(8)} { grid-column-start: 2; }`);
  });
});
