import { CARD_CAP, TILE_CAP, capsOf, endSpans, listLayouts, rowSizes, rowStarts } from "./grid";

describe("rowSizes", () => {
  it("fills rows of the most a row may hold when that divides the cards", () => {
    expect(rowSizes(6, 3)).toEqual([3, 3]);
    expect(rowSizes(8, 4)).toEqual([4, 4]);
    expect(rowSizes(6, 2)).toEqual([2, 2, 2]);
    expect(rowSizes(10, 6)).toEqual([5, 5]);
  });

  it("takes as few rows as the cap allows, and as few columns as fill them", () => {
    expect(rowSizes(5, 3)).toEqual([3, 2]);
    expect(rowSizes(8, 3)).toEqual([3, 3, 2]);
    expect(rowSizes(7, 4)).toEqual([4, 3]);
    // Not 4 + 1: two rows of as many as three.
    expect(rowSizes(5, 4)).toEqual([3, 2]);
    // Not 3 + 1: two rows of two.
    expect(rowSizes(4, 3)).toEqual([2, 2]);
    expect(rowSizes(13, 5)).toEqual([5, 5, 3]);
  });

  it("shares a card left over between the last two rows, or takes one column in two", () => {
    expect(rowSizes(7, 3)).toEqual([3, 2, 2]);
    expect(rowSizes(13, 4)).toEqual([4, 4, 3, 2]);
    expect(rowSizes(3, 2)).toEqual([1, 1, 1]);
    expect(rowSizes(5, 2)).toEqual([1, 1, 1, 1, 1]);
  });

  it("never leaves a card alone beside rows of more, whatever the count and the cap", () => {
    for (let count = 1; count <= 40; count += 1) {
      for (const cap of [1, 2, 3, 4, 5, 6]) {
        const sizes = rowSizes(count, cap);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(cap);
        if (Math.max(...sizes) > 1) expect(sizes).not.toContain(1);
        // Full rows first, each short row shorter than the one above it or as long.
        for (let row = 1; row < sizes.length; row += 1)
          expect(sizes[row]).toBeLessThanOrEqual(sizes[row - 1]!);
      }
    }
  });

  it("puts fewer cards than the cap in one row", () => {
    expect(rowSizes(2, 3)).toEqual([2]);
    expect(rowSizes(1, 4)).toEqual([1]);
    expect(rowSizes(0, 4)).toEqual([]);
  });
});

describe("rowStarts", () => {
  it("centres each short row on the list's two tracks a column", () => {
    // 3 + 3 + 2 on six tracks: the seventh card starts at track 2, one track in from each side.
    expect(rowStarts(8, 3)).toEqual({ columns: 3, starts: new Map([[6, 2]]) });
    // 4 + 3 on eight tracks: the fifth card one track in.
    expect(rowStarts(7, 4)).toEqual({ columns: 4, starts: new Map([[4, 2]]) });
    // 3 + 2 + 2: both short rows.
    expect(rowStarts(7, 3)).toEqual({
      columns: 3,
      starts: new Map([
        [3, 2],
        [5, 2],
      ]),
    });
    expect(rowStarts(6, 3)).toEqual({ columns: 3, starts: new Map() });
  });

  it("leaves every short row as far from one side as from the other", () => {
    for (let count = 1; count <= 30; count += 1)
      for (const cap of [2, 3, 4, 5, 6]) {
        const { columns, starts } = rowStarts(count, cap);
        const sizes = rowSizes(count, cap);
        let place = 0;
        for (const size of sizes) {
          const first = starts.get(place) ?? 1;
          const left = first - 1;
          const right = columns * 2 - (first - 1 + size * 2);
          expect(left).toBe(right);
          place += size;
        }
      }
  });
});

describe("capsOf", () => {
  it("caps a list of cards at its most, and leaves tiles their own caps", () => {
    expect(capsOf({ max: 2 })).toEqual({ base: 1, sm: 2, md: 2, lg: 2, xl: 2 });
    expect(capsOf({ max: 4 })).toEqual(CARD_CAP);
    expect(capsOf({ tiles: true, max: 2 })).toEqual(TILE_CAP);
  });
});

describe("listLayouts", () => {
  it("puts back in the flow a card a narrower breakpoint moved, where it starts no row", () => {
    // Eleven tiles: as many as five a row from md, so 4 + 4 + 3, the ninth moved; six from xl,
    // so 6 + 5, the seventh moved and the ninth back.
    const layouts = listLayouts(11, TILE_CAP);
    const at = (name: string) => layouts.find((layout) => layout.breakpoint === name)!;
    expect(at("md").columns).toBe(4);
    expect([...at("md").starts]).toEqual([[8, 2]]);
    expect(at("lg").back).toEqual([]);
    expect([...at("xl").starts]).toEqual([[6, 2]]);
    expect(at("xl").back).toEqual([8]);
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
