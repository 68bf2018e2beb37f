import { cardSpans, endSpans, rowSizes, tileColumns, tileLastRow } from "./grid";

describe("rowSizes", () => {
  it("fills rows of the column count when it divides the cards", () => {
    expect(rowSizes(6, 3)).toEqual([3, 3]);
    expect(rowSizes(8, 4)).toEqual([4, 4]);
    expect(rowSizes(6, 2)).toEqual([2, 2, 2]);
  });

  it("spreads the cards evenly over as few rows as the column count allows, fuller rows first", () => {
    expect(rowSizes(5, 3)).toEqual([3, 2]);
    expect(rowSizes(7, 3)).toEqual([3, 2, 2]);
    expect(rowSizes(7, 4)).toEqual([4, 3]);
    expect(rowSizes(4, 3)).toEqual([2, 2]);
    expect(rowSizes(5, 4)).toEqual([3, 2]);
    expect(rowSizes(10, 4)).toEqual([4, 3, 3]);
  });

  it("never leaves one card alone beside rows of more: one column instead", () => {
    expect(rowSizes(3, 2)).toEqual([1, 1, 1]);
    expect(rowSizes(5, 2)).toEqual([1, 1, 1, 1, 1]);
    for (let count = 2; count <= 40; count += 1) {
      for (const columns of [1, 2, 3, 4]) {
        const sizes = rowSizes(count, columns);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(columns);
        if (Math.max(...sizes) > 1) expect(sizes).not.toContain(1);
      }
    }
  });

  it("puts fewer cards than columns in one row", () => {
    expect(rowSizes(2, 3)).toEqual([2]);
    expect(rowSizes(1, 4)).toEqual([1]);
    expect(rowSizes(0, 4)).toEqual([]);
  });
});

describe("cardSpans", () => {
  it("gives each row's cards the whole row between them, in twelfths", () => {
    expect(cardSpans(5, 3)).toEqual([4, 4, 4, 6, 6]);
    expect(cardSpans(7, 4)).toEqual([3, 3, 3, 3, 4, 4, 4]);
    expect(cardSpans(3, 2)).toEqual([12, 12, 12]);
    expect(cardSpans(1, 3)).toEqual([12]);
  });
});

describe("tileColumns", () => {
  it("gives every tile one width in rows as full as the count allows", () => {
    expect(tileColumns(10, 5)).toBe(5);
    expect(tileColumns(10, 6)).toBe(5);
    expect(tileColumns(7, 5)).toBe(4);
    expect(tileColumns(6, 5)).toBe(3);
    expect(tileColumns(10, 2)).toBe(2);
    expect(tileColumns(3, 6)).toBe(3);
  });

  it("never leaves one tile alone under fuller rows", () => {
    expect(tileColumns(5, 2)).toBe(1);
    expect(tileColumns(10, 3)).toBe(2);
    for (let count = 1; count <= 40; count += 1) {
      for (const cap of [1, 2, 3, 4, 5, 6]) {
        const columns = tileColumns(count, cap);
        expect(columns).toBeLessThanOrEqual(cap);
        if (columns > 1) expect(count % columns).not.toBe(1);
      }
    }
  });

  it("centres a short last row on the list's two tracks a column", () => {
    expect(tileLastRow(10, 5)).toBeUndefined();
    // 4 + 3 on eight tracks: the fifth tile starts at track 2, one track in from each side.
    expect(tileLastRow(7, 4)).toEqual({ first: 4, start: 2 });
    expect(tileLastRow(13, 5)).toEqual({ first: 10, start: 3 });
  });
});

describe("endSpans", () => {
  it("shows no closing tile where the cards fill their rows", () => {
    expect(endSpans(8, 4)).toEqual({ end: 0, cards: Array(8).fill(3) });
    expect(endSpans(6, 3)).toEqual({ end: 0, cards: Array(6).fill(4) });
  });

  it("gives the closing tile the last row's free cells, every card one column wide", () => {
    // Not 4 + 3: four, then three and the tile.
    expect(endSpans(7, 4)).toEqual({ end: 3, cards: Array(7).fill(3) });
    // Not 3 + 3 in wider cards: four, then two and the tile over two columns.
    expect(endSpans(6, 4)).toEqual({ end: 6, cards: Array(6).fill(3) });
    // Not one column for an odd count in two: pairs, then one card and the tile.
    expect(endSpans(5, 2)).toEqual({ end: 6, cards: Array(5).fill(6) });
    expect(endSpans(5, 4)).toEqual({ end: 9, cards: Array(5).fill(3) });
  });

  it("fills every row, whatever the count and the columns", () => {
    for (let count = 1; count <= 13; count += 1)
      for (const columns of [2, 3, 4]) {
        const { end, cards } = endSpans(count, columns);
        expect((end + cards.reduce((sum, span) => sum + span, 0)) % 12).toBe(0);
        expect(new Set(cards)).toEqual(new Set([12 / columns]));
      }
  });
});
