/** @jest-environment node */
import { existsSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";

import { products } from "../../content/products";
import type { Product } from "../../content/schema/products";
import {
  PRODUCT_PICTURE,
  bandPicture,
  cardPicture,
  catalogueBandPicture,
  featuredModules,
  modulePicture,
  screenKind,
} from "../../content/product-pictures";
import { bandSvg, cardSvg, catalogueSvg, moduleSvg, paletteOf, sceneOf } from "./product-screens";
import { esc } from "./svg";

/** A product an editor might add tomorrow: no code knows its id. */
const pickles: Product = {
  id: "pickle-subscription",
  title: "Pickle Subscription App",
  description:
    "A monthly box of home-made pickles from women-run kitchens, with subscriptions, pauses and doorstep delivery.",
  icon: "shopping-cart",
  industry: "Food & Beverage",
  modules: ["Subscriber app", "Kitchen admin panel"],
  platforms: ["Android", "iOS"],
  features: ["Pause or skip a month", "Recipes from each kitchen", "UPI autopay mandates"],
};

const root = join(__dirname, "../..");

async function webp(svg: string) {
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return { bytes: buffer.length, ...(await sharp(buffer).metadata()) };
}

describe("which screen a module gets, from its name", () => {
  test.each([
    ["Admin panel", "dashboard"],
    ["Lender back office", "dashboard"],
    ["Newsroom CMS", "dashboard"],
    ["Driver app", "route"],
    ["Delivery partner app", "route"],
    ["Restaurant app", "staff"],
    ["Check-in app", "scanner"],
    ["Listing website", "website"],
    ["Rider app", "customer"],
    ["Subscriber app", "customer"],
  ])("%s → %s", (module, kind) => {
    expect(screenKind(module)).toBe(kind);
  });
});

describe("a new product's pictures", () => {
  test("a product with an admin panel shows it as a dashboard beside its customer app", () => {
    expect(featuredModules(pickles)).toMatchObject({
      main: "Subscriber app",
      second: "Kitchen admin panel",
    });
    const band = bandSvg(pickles);
    // The dashboard's heading is the module's name; its side menu the scene's sections.
    expect(band).toContain(`>${esc("Kitchen admin panel")}<`);
    expect(band).toContain(">Inventory<");
    expect(bandPicture(pickles).alt).toBe(
      "Screens of the Pickle Subscription App: the subscriber app and the kitchen admin panel",
    );
  });

  test("a product with no panel shows two phones, no browser", () => {
    const phones = { ...pickles, modules: ["Subscriber app", "Delivery app"] };
    expect(featuredModules(phones).second).toBe("Delivery app");
    const card = cardSvg(phones);
    expect(card).not.toContain("pickle");
    expect(card).toContain(">Delivery app<");
  });

  test("its screens say what its content says", () => {
    const card = cardSvg(pickles);
    expect(card).toContain(`>${esc("Pickle Subscription")}<`);
    expect(pickles.features.some((feature) => card.includes(`>${esc(feature)}<`))).toBe(true);
    // A grocery icon draws a grocery list with rupee prices.
    expect(card).toContain("₹");
    const renamed = cardSvg({ ...pickles, title: "Achaar Box App" });
    expect(renamed).toContain(">Achaar Box<");
    expect(renamed).not.toContain("Pickle Subscription");
  });

  test("is drawn the same every time, and differently from another product's", () => {
    expect(cardSvg(pickles)).toBe(cardSvg({ ...pickles }));
    expect(paletteOf(pickles).accent).not.toBe(paletteOf({ ...pickles, id: "pickle-box" }).accent);
  });

  test("rasterise at their frames' sizes and stay small", async () => {
    for (const [svg, size] of [
      [cardSvg(pickles), PRODUCT_PICTURE.card],
      [bandSvg(pickles), PRODUCT_PICTURE.band],
      [moduleSvg(pickles, "Subscriber app"), PRODUCT_PICTURE.module],
      [moduleSvg(pickles, "Kitchen admin panel"), PRODUCT_PICTURE.module],
    ] as const) {
      const file = await webp(svg);
      expect([file.width, file.height]).toEqual([size.width, size.height]);
      expect(file.bytes).toBeLessThan(45_000);
    }
  });
});

test("every catalogue product has its committed pictures, at their sizes", async () => {
  const pictures = [
    catalogueBandPicture(products),
    ...products.flatMap((product) => [
      cardPicture(product),
      bandPicture(product),
      ...product.modules.map((module) => modulePicture(product, module)),
    ]),
  ];
  for (const picture of pictures) {
    const path = join(root, "public", picture.src);
    expect(existsSync(path) ? picture.src : `${picture.src} is missing`).toBe(picture.src);
    const { width, height } = await sharp(path).metadata();
    expect([picture.src, width, height]).toEqual([picture.src, picture.width, picture.height]);
  }
});

test("the catalogue's band shows three products' customer apps", () => {
  const svg = catalogueSvg(products);
  expect(svg.match(/clip-path="url\(#p\d\)"/g)).toHaveLength(3);
});

/** The most opaque pixel on a picture's outer edge, 0 to 255. */
async function edgeAlpha(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  let most = 0;
  const alphaAt = (x: number, y: number) => data[(y * width + x) * channels + 3]!;
  for (let x = 0; x < width; x++) most = Math.max(most, alphaAt(x, 0), alphaAt(x, height - 1));
  for (let y = 0; y < height; y++) most = Math.max(most, alphaAt(0, y), alphaAt(width - 1, y));
  return most;
}

test("a band's devices and their shadows fade out inside the picture, so no box shows on the band", async () => {
  // Shadows cut at the picture's edges drew its rectangle on the band's paper.
  for (const svg of [bandSvg(products[0]!), bandSvg(pickles), catalogueSvg(products)]) {
    expect(await edgeAlpha(svg)).toBe(0);
  }
});

test("the catalogue's cards lead with many kinds of screen, none on more than a fifth of them", () => {
  // The card's large phone is the customer's app; thirty of them on one template (a list and a
  // button) read as one picture recoloured.
  const kinds = new Map<string, number>();
  for (const product of products) {
    const kind = sceneOf(product).kind;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  expect(kinds.size).toBeGreaterThanOrEqual(10);
  for (const [kind, count] of kinds)
    expect([kind, count <= products.length / 5]).toEqual([kind, true]);
});

test("a ticketing app's seat map charges the seats it shows chosen at the show's price", () => {
  const tickets = products.find((product) => sceneOf(product).kind === "seats")!;
  const svg = cardSvg(tickets);
  const price = Number(sceneOf(tickets).items[0]![2].replace(/[^0-9]/g, ""));
  const named = svg.match(/ · ((?:[A-H]\d+, )*[A-H]\d+)</)?.[1]?.split(", ") ?? [];
  const chosen = named.length;
  expect(chosen).toBeGreaterThan(0);
  expect(svg).toContain(`>Pay ₹${(price * chosen).toLocaleString("en-IN")}<`);
});

test("every card's devices stand whole inside its picture, with a margin all round", () => {
  // Each device is drawn as a group translated and scaled: a phone 300 × 620, a browser 900 × 600
  // (its bar and page), its clip path telling which.
  const devices =
    /translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)">\s*<defs><clipPath id="\w+"><(rect|path)/g;
  const { width, height } = PRODUCT_PICTURE.card;
  for (const product of products) {
    const found = [...cardSvg(product).matchAll(devices)].map(([, x, y, scale, shape]) => {
      const [w, h] = shape === "rect" ? [300, 620] : [900, 600];
      const k = Number(scale);
      return {
        left: Number(x),
        top: Number(y),
        right: Number(x) + w * k,
        bottom: Number(y) + h * k,
      };
    });
    expect([product.id, found.length]).toEqual([product.id, 2]);
    for (const box of found) {
      expect([product.id, box.left >= 24, box.top >= 24]).toEqual([product.id, true, true]);
      expect([product.id, box.right <= width - 24, box.bottom <= height - 24]).toEqual([
        product.id,
        true,
        true,
      ]);
    }
  }
});

test("a module's browser stands whole in its picture, centred, with a margin all round", () => {
  // Running off the right and bottom edges, an admin panel read as a screen cut mid-figure.
  const devices =
    /translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)">\s*<defs><clipPath id="\w+"><path/g;
  const [width, height] = [640, 512];
  {
    const [found] = [...moduleSvg(pickles, "Kitchen admin panel").matchAll(devices)];
    expect(found).toBeDefined();
    const [, x, y, scale] = found!.map(Number);
    const [right, bottom] = [x! + 900 * scale!, y! + 600 * scale!];
    expect(x).toBeGreaterThanOrEqual(24);
    expect(y).toBeGreaterThanOrEqual(24);
    expect(right).toBeLessThanOrEqual(width - 24);
    expect(bottom).toBeLessThanOrEqual(height - 24);
    expect(Math.abs(x! - (width - right))).toBeLessThanOrEqual(1);
  }
});
