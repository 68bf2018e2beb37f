import { alternatingGrounds } from "./grounds";

describe("alternatingGrounds", () => {
  it("alternates the sections shown, from the first one's ground", () => {
    expect(
      alternatingGrounds(
        [
          ["projects", true],
          ["services", true],
          ["related", true],
        ],
        true,
      ),
    ).toEqual({ projects: true, services: false, related: true });
  });

  it("leaves a section not shown out of the turn, so its neighbours still differ", () => {
    // A product not shipped for a client: its steps take the tint its story would have had.
    expect(
      alternatingGrounds(
        [
          ["shipped", false],
          ["process", true],
          ["others", true],
        ],
        true,
      ),
    ).toEqual({ shipped: false, process: true, others: false });
    // A technology with projects and no services: its related list goes back to white.
    expect(
      alternatingGrounds(
        [
          ["projects", true],
          ["services", false],
          ["related", true],
        ],
        true,
      ),
    ).toEqual({ projects: true, services: false, related: false });
  });

  it("starts on white when asked", () => {
    expect(
      alternatingGrounds(
        [
          ["a", true],
          ["b", true],
        ],
        false,
      ),
    ).toEqual({ a: false, b: true });
  });
});
