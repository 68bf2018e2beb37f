import data from "./data/page-art.json";
import { fillAll } from "./placeholders";
import type { PageArtFile } from "./schema/page-art";

/**
 * The few words of the compositions beside each inner page's heading on wide screens, from
 * content/data/page-art.json (edited in the CMS as "Page pictures"); the tiles and figures in them
 * come from the page's own records (services, roles, openings...). The product pages show their
 * apps' drawn screens instead (components/products/hero-art.tsx).
 */
export const pageArt = fillAll(data as PageArtFile);
