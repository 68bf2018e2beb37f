import { shiftReport, totalShift, type ShiftMeasurement } from "./layout-shift";

const still: ShiftMeasurement = { cls: 0, largest: [] };
const moved: ShiftMeasurement = {
  cls: 0.1234,
  largest: [
    { value: 0.1, at: 1200, scrollY: 0, moved: ['section#faq "FAQ" 900,400 -> 960,400', "footer"] },
    { value: 0.0234, at: 3400, scrollY: 812, moved: [] },
  ],
};

describe("shiftReport", () => {
  it("says nothing when no measurement reaches the limit", () => {
    const pages = [{ name: "home", path: "/", measured: { desktop: [still], phone: [still] } }];
    expect(shiftReport(pages, 0.1)).toEqual([]);
  });

  it("lists every score of a page and width over it, then what moved in the ones over it", () => {
    const pages = [
      { name: "home", path: "/", measured: { desktop: [still], phone: [still] } },
      {
        name: "about",
        path: "/about",
        measured: { desktop: [still], phone: [moved, still, still] },
      },
    ];
    expect(shiftReport(pages, 0.1)).toEqual([
      "- about (/about) at the phone width: 0.123, 0.000, 0.000; what moved:",
      '  - 0.1000 at 1200 ms, scrolled 0 px: section#faq "FAQ" 900,400 -> 960,400; footer',
      "  - 0.0234 at 3400 ms, scrolled 812 px: (no element named)",
    ]);
  });

  it("judges a score equal to the limit as over it", () => {
    const pages = [{ name: "quote", path: "/quote", measured: { desktop: [moved] } }];
    expect(shiftReport(pages, moved.cls)).toHaveLength(3);
    expect(shiftReport(pages, moved.cls + 0.0001)).toEqual([]);
  });
});

describe("totalShift", () => {
  it("sums the shifts' values, and is 0 for none", () => {
    expect(totalShift(moved.largest)).toBeCloseTo(0.1234, 6);
    expect(totalShift([])).toBe(0);
  });
});
