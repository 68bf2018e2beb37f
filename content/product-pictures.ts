import { productDetailText, productsText } from "./sections";
import type { Picture, Product } from "./types";

/**
 * The pictures of the catalogue's products, which scripts/pictures/products.ts draws from each
 * product's content at every build: what each module's screen is, which modules a picture shows,
 * and where the files are, shared by the generator and the pages so they cannot disagree.
 */

/** The kinds of screen a module ("Apps delivered") is drawn as, read from its name. */
export type ScreenKind =
  | "customer" // the product's main app, drawn after the product's icon
  | "route" // a driver's or delivery partner's job on a map
  | "staff" // a queue of incoming work (restaurant, doctor, agent...)
  | "scanner" // a ticket or attendance scanner
  | "dashboard" // an admin panel, console or CMS in a browser, with figures
  | "website"; // a public website or web store in a browser

const moduleKinds: [RegExp, ScreenKind][] = [
  [/admin|dashboard|panel|back office|console|cms|crm|management|box office|portal/i, "dashboard"],
  [/website|web store|web app|tracking page|widget|\btv\b/i, "website"],
  [/scanner|check-in/i, "scanner"],
  [/driver|delivery|partner app|operations/i, "route"],
  [
    /restaurant|picker|staff|doctor|trainer|teacher|advisor|manager|officer|instructor|seller|agent/i,
    "staff",
  ],
];

/** The screen a module's name calls for; any other app is the customer's. */
export function screenKind(module: string): ScreenKind {
  return moduleKinds.find(([pattern]) => pattern.test(module))?.[1] ?? "customer";
}

/** Whether a module is drawn in a browser window (else on a phone). */
export const inBrowser = (module: string) => {
  const kind = screenKind(module);
  return kind === "dashboard" || kind === "website";
};

/** A number from a product's id, the seed of every choice made for its pictures. */
export function seedOf(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The modules a product's pictures show: its customer app (else its first phone app) as `main`;
 * as `second` its dashboard, or on about a third of the cards another phone app (a driver's,
 * a restaurant's); `third` the other kind, for the wider band picture.
 */
export function featuredModules(product: Product): {
  main: string;
  second: string;
  third?: string;
} {
  const seed = seedOf(product.id);
  const phones = product.modules.filter((module) => !inBrowser(module));
  const browsers = product.modules.filter(inBrowser);
  const main =
    phones.find((module) => screenKind(module) === "customer") ?? phones[0] ?? product.modules[0]!;
  const otherPhones = phones.filter((module) => module !== main);
  const preferPhone = otherPhones.length > 0 && (browsers.length === 0 || seed % 3 === 0);
  const dashboard = browsers.find((module) => screenKind(module) === "dashboard") ?? browsers[0];
  const second = preferPhone
    ? otherPhones[(seed >>> 4) % otherPhones.length]!
    : (dashboard ?? otherPhones[0] ?? main);
  const third = preferPhone ? dashboard : otherPhones[0];
  return { main, second, third };
}

/** The file name of a module's picture: "Delivery partner app" → "delivery-partner-app". */
export function moduleSlug(module: string): string {
  return module
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Sizes of the drawn files. */
export const PRODUCT_PICTURE = {
  card: { width: 960, height: 600 },
  band: { width: 864, height: 648 },
  /** An app's picture on its "What You Get" card, phone or browser alike (5:4, the card's frame). */
  module: { width: 640, height: 512 },
} as const;

const DIR = "/images/products";

/**
 * A product card's picture. Its alt is empty: the card's title, industry and description beside
 * it say what it is, and a link named by a picture's description as well reads twice.
 */
export function cardPicture(product: Product): Picture {
  return { src: `${DIR}/${product.id}.webp`, alt: "", ...PRODUCT_PICTURE.card };
}

const lower = (module: string) => module.charAt(0).toLowerCase() + module.slice(1);

/** "the customer app, the driver app and the admin panel" */
function listOf(items: string[]): string {
  const named = items.map((item) => `the ${item}`);
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named.join("");
}

/** The product page's band picture: its main apps' screens on no ground. */
export function bandPicture(product: Product): Picture {
  const { main, second, third } = featuredModules(product);
  const shown = [main, second, third].filter((module): module is string => Boolean(module));
  return {
    src: `${DIR}/${product.id}-band.webp`,
    alt: productDetailText.screensAlt(product.title, listOf([...new Set(shown)].map(lower))),
    ...PRODUCT_PICTURE.band,
  };
}

/** A module's own screen in its device; decorative beside the module's name. */
export function modulePicture(product: Product, module: string): Picture {
  return {
    src: `${DIR}/${product.id}/${moduleSlug(module)}.webp`,
    alt: "",
    ...PRODUCT_PICTURE.module,
  };
}

/** The products shown in /products' band: the first three HOT ones, then the first others. */
export function catalogueBandProducts(products: readonly Product[]): Product[] {
  return [...products.filter((p) => p.isHot), ...products.filter((p) => !p.isHot)].slice(0, 3);
}

/** /products' band picture: the customer apps of `catalogueBandProducts`. */
export function catalogueBandPicture(products: readonly Product[]): Picture {
  return {
    src: `${DIR}/catalogue-band.webp`,
    alt: productsText.screensAlt(listOf(catalogueBandProducts(products).map((p) => p.title))),
    ...PRODUCT_PICTURE.band,
  };
}
