import { fill, yearsInBusiness } from "./placeholders";
import { figures } from "./site";

describe("the years in business", () => {
  it("are counted from the year founded, so they grow each year without an edit", () => {
    expect(yearsInBusiness(2009, new Date("2026-11-27"))).toBe("17+");
    expect(yearsInBusiness(2009, new Date("2027-01-02"))).toBe("18+");
  });

  it("are what {years} says and the figures list, agreeing with {founded}", () => {
    const [years, founded] = fill("{years} {founded}").split(" ");
    expect(Number(years!.replace("+", "")) + Number(founded)).toBe(new Date().getFullYear());
    expect(figures.years).toBe(years);
  });
});
