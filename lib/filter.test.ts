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
    /** Each breakpoint's layout rules under an option, in order (phones' outside any block). */
    const layout = (option: string) =>
      rules
        .split("@media")
        .slice(1)
        .map((block) => block.split("\n}")[0]!)
        .filter((block) => block.includes(chosen(option)));
    // Four web cards: two rows of two from 40rem, which hold at 48rem and 64rem (3 + 1 would
    // leave one alone), one row of four from 80rem.
    const web = layout("web");
    expect(web).toHaveLength(2);
    expect(web[0]).toContain("(width >= 40rem)");
    expect(web[0]).toContain("grid-template-columns: repeat(4, minmax(0, 1fr));");
    expect(web[1]).toContain("(width >= 80rem)");
    expect(web[1]).toContain("grid-template-columns: repeat(8, minmax(0, 1fr));");
    // Three mobile cards: no lone card beside a pair in two columns, so one column to 64rem,
    // then one row of three.
    const mobile = layout("mobile");
    expect(mobile).toHaveLength(1);
    expect(mobile[0]).toContain("(width >= 64rem)");
    expect(mobile[0]).toContain("grid-template-columns: repeat(6, minmax(0, 1fr));");
    // Every shown card is put back in the flow wherever the whole list's classes placed it.
    expect(mobile[0]).toContain(
      `${chosen("mobile")} [data-cards] > li { grid-column: span 2 / span 2; }`,
    );
  });

  it("centres a short row of the cards an option shows", () => {
    // Five cards of one kind in three columns: 3 + 2, the fourth shown (the list's ninth) one
    // track in.
    const five = filterRules({
      id: "work",
      options: ["all", "x"],
      tags: [["y"], ["y"], ["y"], ["y"], ["x"], ["x"], ["x"], ["y"], ["x"], ["x"]],
      max: 3,
    });
    const lg = five.split("@media").find((block) => block.startsWith(" (width >= 64rem)"))!;
    expect(lg).toContain("[data-cards] > li:nth-child(9) { grid-column-start: 2; }");
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
    // Eleven tiles: from 48rem 4 + 4 + 3, the ninth shown (the list's tenth) moved to centre its
    // row; from 80rem 6 + 5, the seventh moved, and every tile put back in the flow first.
    const tiles = filterRules({
      id: "logos",
      options: ["all", "x"],
      tags: [["y"], ...Array.from({ length: 11 }, () => ["x"])],
      max: 4,
      tiles: true,
    });
    const [md, xl] = tiles.split("@media").slice(1); // lg repeats md, so writes nothing
    const tile = (n: number) => `[data-cards] > li:nth-child(${n})`;
    expect(md).toContain(`${tile(10)} { grid-column-start: 2; }`);
    expect(xl).toContain("[data-cards] > li { grid-column: span 2 / span 2; }");
    expect(xl).not.toContain(`${tile(10)} { grid-column-start`);
    expect(xl).toContain(`${tile(8)} { grid-column-start: 2; }`);
  });
});
