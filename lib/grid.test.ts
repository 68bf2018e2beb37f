import { balancedColumns } from "./grid";

describe("balancedColumns", () => {
  it("fills every row when a column count divides the cards", () => {
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(9, 3)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
  });

  it("never leaves one card alone in its row when another count avoids it", () => {
    // Seven cards: 4 + 3 rather than 3 + 3 + 1.
    expect(balancedColumns(7, 4)).toBe(4);
    // Five cards: 3 + 2 (centred) rather than 4 + 1.
    expect(balancedColumns(5, 4)).toBe(3);
  });

  it("puts fewer cards than the maximum in one row", () => {
    expect(balancedColumns(2, 3)).toBe(2);
    expect(balancedColumns(1, 4)).toBe(1);
    expect(balancedColumns(0, 4)).toBe(1);
  });
});
