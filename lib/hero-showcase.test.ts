import { showcaseLayout, type ShowcaseDevice } from "./hero-showcase";

const layout = (devices: ShowcaseDevice[]) =>
  showcaseLayout(
    devices.map((device, index) => ({ id: `p${index}`, device })),
    (item) => item.device,
  ).map(({ item, slot, frame }) => `${item.id}:${slot}:${frame}`);

describe("home hero picture layout", () => {
  it("puts the first wide project at the back and the others in front, right then left", () => {
    expect(layout(["phones", "browser", "phones"])).toEqual([
      "p1:back:window",
      "p0:right:phone",
      "p2:left:phone",
    ]);
    expect(layout(["landscape", "browser"])).toEqual(["p0:back:landscape", "p1:right:window"]);
  });

  it("keeps each caption inside the picture and apart from the others", () => {
    const placements = showcaseLayout(
      ["browser", "phones", "browser"],
      (device) => device as ShowcaseDevice,
    );
    const points = placements.map(({ caption }) => `${caption.x},${caption.y}`);
    expect(new Set(points).size).toBe(3);
    for (const { caption } of placements) {
      expect(caption.x).toBeGreaterThanOrEqual(0);
      expect(caption.x).toBeLessThanOrEqual(1200);
      expect(caption.y).toBeGreaterThan(0);
    }
  });

  it("refuses a selection with nothing to draw large", () => {
    expect(() => layout(["phones", "phones"])).toThrow(/browser/);
  });
});
