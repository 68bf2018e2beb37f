/**
 * Where home's hero picture puts each chosen project (content/data/home.json, hero → showcase):
 * the first project drawn in a browser or on a phone held sideways fills the large screen at the back; the
 * others stand in front of its lower corners, right then left, as a phone when the project is an
 * app and as a smaller window otherwise. scripts/pictures/home-hero.ts draws the picture from
 * these boxes and the hero lays each project's caption over its box, so the two always agree.
 */

export type ShowcaseDevice = "browser" | "phones" | "landscape";

/** The picture's size in its own units (pixels of the 1x file). */
export const SHOWCASE_SIZE = { width: 1200, height: 990 } as const;

export type ShowcaseSlot = "back" | "right" | "left";

export interface ShowcaseBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ShowcasePlacement<T> {
  item: T;
  slot: ShowcaseSlot;
  /** How the project is drawn there. */
  frame: "window" | "landscape" | "phone";
  box: ShowcaseBox;
  /**
   * The caption chip: a point by the box, which end of the chip sits on it, and whether the
   * chip stands above the point (else it is centred on it).
   */
  caption: { x: number; y: number; align: "start" | "end"; above: boolean };
}

// A browser window and a phone held sideways are 980 wide at the back; a phone 300 x 620; a small window
// half the size of the large one.
const boxes = {
  back: { x: 60, y: 60, width: 980, height: 700 },
  right: {
    phone: { x: 860, y: 300, width: 300, height: 620 },
    window: { x: 680, y: 560, width: 490, height: 350 },
  },
  left: {
    phone: { x: 40, y: 330, width: 270, height: 558 },
    window: { x: 30, y: 560, width: 490, height: 350 },
  },
} as const;

function captionFor(
  slot: ShowcaseSlot,
  frame: ShowcasePlacement<never>["frame"],
  box: ShowcaseBox,
): ShowcasePlacement<never>["caption"] {
  // Each chip by its own device and away from the others': the large screen's above its top
  // left corner; a phone's beside it, low, where the picture is empty; a window's on its top edge.
  if (slot === "back") return { x: box.x, y: box.y, align: "start", above: true };
  if (slot === "right" && frame === "phone")
    return { x: box.x - 14, y: box.y + box.height - 90, align: "end", above: false };
  if (slot === "right") return { x: box.x + box.width - 16, y: box.y, align: "end", above: false };
  return { x: box.x + 16, y: box.y, align: "start", above: false };
}

/** The place of each item, in the picture's drawing order (back first). */
export function showcaseLayout<T>(
  items: readonly T[],
  deviceOf: (item: T) => ShowcaseDevice,
): ShowcasePlacement<T>[] {
  const backIndex = items.findIndex((item) => deviceOf(item) !== "phones");
  if (backIndex < 0) throw new Error("the hero picture needs one project shown in a browser");
  const back = items[backIndex]!;
  const front = items.filter((_, index) => index !== backIndex).slice(0, 2);
  const placements: ShowcasePlacement<T>[] = [
    {
      item: back,
      slot: "back",
      frame: deviceOf(back) === "landscape" ? "landscape" : "window",
      box: boxes.back,
      caption: captionFor("back", "window", boxes.back),
    },
  ];
  front.forEach((item, index) => {
    const slot = index === 0 ? "right" : "left";
    const frame = deviceOf(item) === "phones" ? "phone" : "window";
    const box = boxes[slot][frame];
    placements.push({ item, slot, frame, box, caption: captionFor(slot, frame, box) });
  });
  return placements;
}
